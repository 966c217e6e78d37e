import { useLocation } from 'react-router-dom';
import { absoluteUrl, type PageHead as PageHeadData } from '@site/routes';
import { useSite } from './site';

/**
 * The page's title, description, canonical URL and link-preview tags (React hoists them into <head>).
 * The canonical URL is the path without query or hash, on the site's public origin.
 */
export function PageHead({ head }: { readonly head: PageHeadData }) {
  const { company, origin } = useSite();
  const { pathname } = useLocation();
  const title = head.title.includes(company.name) ? head.title : `${head.title} | ${company.name}`;
  const url = absoluteUrl(origin, pathname);
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
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={head.description} />
    </>
  );
}
