import { m, useReducedMotion, type Variants } from 'framer-motion';
import { Icon } from '@site/ui';
import {
  chartPaths,
  entranceTiming,
  modulesPath,
  qrPattern,
  tokenizeCode,
  type ProductVisualContent,
  type VisualBlock,
  type VisualFrame,
  type VisualRow,
  type VisualStatus,
} from './productVisual';
import styles from './ProductVisual.module.css';

/** The variant every part of a visual moves to, once, when the visual comes into view. */
const PLAY = 'play';
const STEP = 0.12;

/** Waits `delay` seconds, then rises and fades in: rows, tiles and code lines arriving. */
const arrive = (delay: number): Variants => ({
  [PLAY]: { opacity: [0, 0, 1], y: [8, 8, 0], transition: entranceTiming(delay, 0.4) },
});

const fadeTo = (from: number, to: number, delay: number): Variants => ({
  [PLAY]: { opacity: [from, from, to], transition: entranceTiming(delay, 0.3) },
});

/**
 * Uncovers a chart from left to right. A clip rather than `pathLength`: a dashed stroke is not redrawn exactly
 * as the plain line the served HTML shows. The insets reach past the box so the finished chart is not clipped.
 */
const drawAcross = (delay: number): Variants => ({
  [PLAY]: {
    clipPath: ['inset(-4px 100% -4px -4px)', 'inset(-4px 100% -4px -4px)', 'inset(-4px -4px -4px -4px)'],
    transition: { ...entranceTiming(delay, 1.2), ease: 'easeInOut' },
  },
});

const grow = (delay: number): Variants => ({
  [PLAY]: { scaleX: [0, 0, 1], transition: entranceTiming(delay, 0.7) },
});

/**
 * A hero's product visual: a mock of the product (dashboard, checkout, QR, code, chart, site) drawn in HTML,
 * CSS and SVG from a page's typed data. The served HTML holds it finished; once the app runs and the visual
 * is in view, its parts play their entrance once (rows arrive, statuses settle, lines draw). With reduced
 * motion nothing moves.
 */
export function ProductVisual({ content }: { readonly content: ProductVisualContent }) {
  const reduceMotion = useReducedMotion();
  const [main, companion] = content.frames;
  const a11y = content.description
    ? ({ role: 'img', 'aria-label': content.description } as const)
    : ({ 'aria-hidden': true } as const);
  return (
    <m.div
      className={`${styles.visual} ${content.hideWhenNarrow ? styles.hideWhenNarrow : ''}`}
      initial={false}
      {...(reduceMotion ? {} : { whileInView: PLAY, viewport: { once: true, amount: 0.35 } })}
      {...a11y}
    >
      <Frame frame={main} className={companion ? styles.main : undefined} />
      {companion ? <Frame frame={companion} className={styles.companion} /> : null}
    </m.div>
  );
}

function Frame({ frame, className }: { readonly frame: VisualFrame; readonly className?: string | undefined }) {
  return (
    <div className={`${styles.frame} ${styles[frame.kind] ?? ''} ${className ?? ''}`}>
      <div className={styles.chrome}>
        {frame.kind === 'browser' ? (
          <span className={styles.dots}>
            <span />
            <span />
            <span />
          </span>
        ) : null}
        <span className={styles.frameTitle}>{frame.title}</span>
      </div>
      <div className={styles.body}>
        {frame.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
    </div>
  );
}

function Block({ block }: { readonly block: VisualBlock }) {
  switch (block.kind) {
    case 'tiles':
      return (
        <div className={styles.tiles}>
          {block.tiles.map((tile, index) => (
            <m.div key={tile.label} className={styles.tile} variants={arrive(index * STEP)}>
              <span className={styles.muted}>{tile.label}</span>
              <strong className={styles.tileValue}>{tile.value}</strong>
              {tile.note ? <Chip status={tile.note} /> : null}
            </m.div>
          ))}
        </div>
      );
    case 'rows':
      return (
        <div>
          {block.heading ? <p className={styles.heading}>{block.heading}</p> : null}
          <ul className={styles.rows}>
            {block.rows.map((row, index) => (
              <Row key={`${row.title}-${index}`} row={row} delay={index * STEP} />
            ))}
          </ul>
        </div>
      );
    case 'bars':
      return (
        <div>
          <p className={styles.heading}>{block.heading}</p>
          <ul className={styles.bars}>
            {block.bars.map((bar, index) => (
              <li key={bar.label} className={styles.bar}>
                <span>{bar.label}</span>
                <span className={styles.track}>
                  <m.span className={styles.fill} style={{ width: `${bar.percent}%` }} variants={grow(index * STEP)} />
                </span>
                <strong>{bar.display}</strong>
              </li>
            ))}
          </ul>
        </div>
      );
    case 'chart':
      return <Chart block={block} />;
    case 'code':
      return (
        <div className={styles.code}>
          <p className={styles.codeTitle}>{block.title}</p>
          <pre className={styles.codeBody}>
            {block.lines.map((line, index) => (
              <m.span key={index} className={styles.codeLine} variants={fadeTo(0, 1, index * 0.06)}>
                {tokenizeCode(line).map((token, tokenIndex) => (
                  <span key={tokenIndex} className={styles[token.kind]}>
                    {token.text}
                  </span>
                ))}
              </m.span>
            ))}
          </pre>
        </div>
      );
    case 'qr':
      return (
        <m.div className={styles.qr} variants={arrive(0)}>
          <svg className={styles.qrCode} viewBox="-2 -2 29 29" shapeRendering="crispEdges">
            <rect x="-2" y="-2" width="29" height="29" fill="#fff" />
            <path d={modulesPath(qrPattern(block.seed))} />
          </svg>
          <span className={styles.qrText}>
            <strong>{block.title}</strong>
            <span className={styles.muted}>{block.detail}</span>
          </span>
        </m.div>
      );
    case 'choices':
      return (
        <div>
          <p className={styles.heading}>{block.heading}</p>
          <ul className={styles.choices}>
            {block.options.map((option, index) => (
              <m.li
                key={option.label}
                className={`${styles.choice} ${index === block.selected ? styles.selected : ''}`}
                variants={arrive(index * STEP)}
              >
                <span className={styles.radio} />
                {option.icon ? <Icon name={option.icon} size={16} /> : null}
                <span className={styles.choiceLabel}>{option.label}</span>
                {option.detail ? <span className={styles.muted}>{option.detail}</span> : null}
              </m.li>
            ))}
          </ul>
          <m.span className={styles.button} variants={arrive(block.options.length * STEP)}>
            {block.action}
          </m.span>
        </div>
      );
    case 'layout':
      return <LayoutSketch variant={block.variant} />;
    case 'swatches':
      return (
        <div className={styles.swatches}>
          <span className={styles.specimen}>{block.specimen}</span>
          <span className={styles.swatchRow}>
            {block.colors.map((color, index) => (
              <m.span
                key={color}
                className={styles.swatch}
                style={{ background: `var(--color-${color})` }}
                variants={arrive(index * STEP)}
              />
            ))}
          </span>
        </div>
      );
  }
}

function Row({ row, delay }: { readonly row: VisualRow; readonly delay: number }) {
  const settleAt = delay + 0.9;
  return (
    <m.li className={styles.row} variants={arrive(delay)}>
      <span className={styles.rowText}>
        <strong>{row.title}</strong>
        {row.detail ? <span className={styles.muted}>{row.detail}</span> : null}
      </span>
      {row.value ? <span className={styles.rowValue}>{row.value}</span> : null}
      {row.status ? (
        <span className={styles.status}>
          <m.span variants={row.settlesFrom ? fadeTo(0, 1, settleAt) : {}}>
            <Chip status={row.status} />
          </m.span>
          {row.settlesFrom ? (
            <m.span className={styles.settlingFrom} variants={fadeTo(1, 0, settleAt)}>
              <Chip status={row.settlesFrom} />
            </m.span>
          ) : null}
        </span>
      ) : null}
    </m.li>
  );
}

function Chip({ status }: { readonly status: VisualStatus }) {
  return <span className={`${styles.chip} ${styles[status.tone] ?? ''}`}>{status.label}</span>;
}

const chartBox = { width: 300, height: 110, inset: 8 };

function Chart({ block }: { readonly block: Extract<VisualBlock, { kind: 'chart' }> }) {
  const { line, area } = chartPaths(block.values, chartBox);
  return (
    <div>
      <p className={styles.chartHeading}>
        <span className={styles.heading}>{block.heading}</span>
        {block.figure ? <strong className={styles.figure}>{block.figure}</strong> : null}
      </p>
      <m.svg
        className={styles.chart}
        viewBox={`0 0 ${chartBox.width} ${chartBox.height}`}
        preserveAspectRatio="none"
        variants={drawAcross(0.2)}
      >
        {[0.25, 0.5, 0.75].map((share) => (
          <line
            key={share}
            className={styles.grid}
            x1="0"
            x2={chartBox.width}
            y1={chartBox.height * share}
            y2={chartBox.height * share}
          />
        ))}
        <path className={styles.area} d={area} />
        <path className={styles.line} d={line} />
      </m.svg>
      <p className={styles.axis}>
        {block.axis.map((label) => (
          <span key={label}>{label}</span>
        ))}
      </p>
    </div>
  );
}

/** A wordless sketch of a responsive site or an app screen: bars and blocks in the brand colours. */
function LayoutSketch({ variant }: { readonly variant: 'site' | 'app' }) {
  const cards = variant === 'site' ? 3 : 2;
  return (
    <div className={`${styles.sketch} ${styles[variant] ?? ''}`}>
      <m.span className={styles.sketchHero} variants={arrive(0)}>
        <span className={styles.sketchLine} />
        <span className={`${styles.sketchLine} ${styles.short}`} />
        <span className={styles.sketchButton} />
      </m.span>
      <span className={styles.sketchCards}>
        {Array.from({ length: cards }, (_, index) => (
          <m.span key={index} className={styles.sketchCard} variants={arrive(0.2 + index * STEP)}>
            <span className={styles.sketchIcon} />
            <span className={styles.sketchLine} />
            <span className={`${styles.sketchLine} ${styles.short}`} />
          </m.span>
        ))}
      </span>
    </div>
  );
}
