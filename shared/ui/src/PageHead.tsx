import { useLocation } from 'react-router-dom';
import { absoluteUrl, linkPreviewImageFor, linkPreviewImageSize, type PageHead as PageHeadData } from '@site/routes';
import { useSite } from './site';

interface PageHeadProps {
  readonly head: PageHeadData;
  readonly path?: string;
  readonly section?: string;
}

/** The page's title, description, canonical URL and link-preview tags (React hoists them into <head>). */
export function PageHead({ head, path, section }: PageHeadProps) {
  const { company, origin } = useSite();
  const { pathname } = useLocation();
  const url = absoluteUrl(origin, path ?? pathname);
  const image = linkPreviewImageFor(section);
  const title = head.title.includes(company.name) ? head.title : `${head.title} | ${company.name}`;
  const { description } = head;
  const imageUrl = absoluteUrl(origin, image.path);
  const imageAlt = `${company.name} — ${image.headline}`;
  const { width, height } = linkPreviewImageSize;
  const openGraph = { site_name: company.name, type: 'website', title, description, url, image: imageUrl };
  const picture = { 'image:width': String(width), 'image:height': String(height), 'image:alt': imageAlt };
  const twitter = { card: 'summary_large_image', title, description, image: imageUrl, 'image:alt': imageAlt };
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {head.keywords.length ? <meta name="keywords" content={head.keywords.join(', ')} /> : null}
      {head.noindex ? <meta name="robots" content="noindex, follow" /> : <link rel="canonical" href={url} />}
      {Object.entries({ ...openGraph, ...picture }).map(([key, content]) => (
        <meta key={key} property={`og:${key}`} content={content} />
      ))}
      {Object.entries(twitter).map(([key, content]) => (
        <meta key={key} name={`twitter:${key}`} content={content} />
      ))}
    </>
  );
}
