import { Link } from 'react-router-dom';
import { isInternalHref, type Inline, type InlineText, type RichBlock } from '@site/ui';

function InlineRun({ run }: { readonly run: Inline }) {
  if (typeof run === 'string') return <>{run}</>;
  if ('strong' in run) return <strong>{run.strong}</strong>;
  if ('em' in run) return <em>{run.em}</em>;
  return isInternalHref(run.href) ? <Link to={run.href}>{run.text}</Link> : <a href={run.href}>{run.text}</a>;
}

/** Inline runs of one paragraph; the runs are typed data, so no HTML string is ever injected. */
export function Inlines({ text }: { readonly text: InlineText }) {
  return (
    <>
      {text.map((run, index) => (
        <InlineRun key={index} run={run} />
      ))}
    </>
  );
}

export function RichText({
  blocks,
  className,
}: {
  readonly blocks: readonly RichBlock[];
  readonly className?: string;
}) {
  return (
    <div className={className}>
      {blocks.map((block, index) => {
        if ('p' in block)
          return (
            <p key={index}>
              <Inlines text={block.p} />
            </p>
          );
        if ('h3' in block) return <h3 key={index}>{block.h3}</h3>;
        const items = 'ul' in block ? block.ul : block.ol;
        const List = 'ul' in block ? 'ul' : 'ol';
        return (
          <List key={index}>
            {items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Inlines text={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}

/** Plain text of rich blocks, for structured data and meta descriptions. */
export const richTextToPlain = (blocks: readonly RichBlock[]): string =>
  blocks
    .map((block) => {
      const runs = (text: InlineText) =>
        text
          .map((run) =>
            typeof run === 'string' ? run : 'strong' in run ? run.strong : 'em' in run ? run.em : run.text,
          )
          .join('');
      if ('p' in block) return runs(block.p);
      if ('h3' in block) return block.h3;
      return ('ul' in block ? block.ul : block.ol).map(runs).join(' ');
    })
    .join(' ');
