import { useLocation } from 'react-router-dom';
import { absoluteUrl, linkPreviewImageFor, linkPreviewImageSize, type PageHead as PageHeadData } from '@site/routes';
import { useSite } from './site';

/**
 * The page's title, description, canonical URL and link-preview tags (React hoists them into <head>).
 * The canonical URL is the page's path (`path`, or the location's) without query or hash, on the site's public origin; the preview picture
 * is that of the page's section (`section`, the app that owns the page in the live map; by default the site map's).
 */
export function PageHead({
  head,
  path,
  section,
}: {
  readonly head: PageHeadData;
  readonly path?: string;
  readonly section?: string;
}) {
  const { company, origin } = useSite();
  const pathname = useLocation().pathname;
  const url = absoluteUrl(origin, path ?? pathname);
  const image = linkPreviewImageFor(path ?? pathname, section);
  const title = head.title.includes(company.name) ? head.title : `${head.title} | ${company.name}`;
  const imageUrl = absoluteUrl(origin, image.path);
  const imageAlt = `${company.name} — ${image.headline}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={head.description} />
      {head.keywords.length ? <meta name="keywords" content={head.keywords.join(', ')} /> : null}
      {head.noindex ? <meta name="robots" content="noindex, follow" /> : <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={company.name} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(linkPreviewImageSize.width)} />
      <meta property="og:image:height" content={String(linkPreviewImageSize.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={imageAlt} />
    </>
  );
}
