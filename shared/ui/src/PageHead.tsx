import type { PageHead as PageHeadData } from '@site/routes';
import { useSite } from './site';

/** Document title and meta tags of the current page (React hoists them into <head>). */
export function PageHead({ head }: { readonly head: PageHeadData }) {
  const { company } = useSite();
  const title = head.title.includes(company.name) ? head.title : `${head.title} | ${company.name}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={head.description} />
      {head.keywords.length ? <meta name="keywords" content={head.keywords.join(', ')} /> : null}
      {head.noindex ? <meta name="robots" content="noindex, follow" /> : null}
    </>
  );
}
