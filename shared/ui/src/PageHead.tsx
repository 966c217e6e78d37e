import { useLocation } from 'react-router-dom';
import { absoluteUrl, linkPreviewImageSize, linkPreviewOf, type PageHead as PageHeadData } from '@site/routes';
import { useSite } from './site';

interface PageHeadProps {
  readonly head: PageHeadData;
  readonly path?: string;
}

/** The page's title, description, canonical URL and link-preview tags (its section's picture, else the site's). */
export function PageHead({ head, path }: PageHeadProps) {
  const { company, origin } = useSite();
  const { pathname } = useLocation();
  const url = absoluteUrl(origin, path ?? pathname);
  const image = linkPreviewOf(head, company.name);
  const title = head.title.includes(company.name) ? head.title : `${head.title} | ${company.name}`;
  const { description } = head;
  const imageUrl = absoluteUrl(origin, image.path);
  const { width, height } = linkPreviewImageSize;
  const openGraph = { site_name: company.name, type: 'website', title, description, url, image: imageUrl };
  const picture = { 'image:width': String(width), 'image:height': String(height), 'image:alt': image.alt };
  const twitter = { card: 'summary_large_image', title, description, image: imageUrl, 'image:alt': image.alt };
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
