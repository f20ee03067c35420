import { clsx, type ClassValue } from 'clsx';

/**
 * Class names joined, with a later Tailwind utility replacing an earlier one of the same kind:
 * `cn('px-4 text-sm text-muted', isActive && 'text-text')` keeps only `text-text` when active. This does what
 * tailwind-merge does for the utilities this app uses, in 1 KB instead of its 8 KB of every Tailwind class (ADR 014);
 * cn.test.ts checks it against tailwind-merge on every class found in the source.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  // A page draws the same few class lists hundreds of times (every set row of the workout page): merge each once.
  let merged = mergedByList.get(classes);
  if (merged === undefined) {
    if (mergedByList.size >= 2000) mergedByList.clear();
    merged = mergeClasses(classes);
    mergedByList.set(classes, merged);
  }
  return merged;
}

const mergedByList = new Map<string, string>();

// Utilities whose kind is their name up to the value: `pt-2` is `pt`, `min-h-11` is `min-h`.
const PREFIXES = new Set(
  (
    'p px py pt pr pb pl ps pe m mx my mt mr mb ml ms me w h size min-w min-h max-w max-h inset inset-x inset-y top ' +
    'right bottom left start end z gap gap-x gap-y space-x space-y basis grow shrink order col-span row-span grid-cols ' +
    'grid-rows items justify justify-items justify-self self content place-items place-content place-self leading ' +
    'tracking whitespace break opacity duration ease delay animate cursor pointer-events select resize overflow ' +
    'overflow-x overflow-y object aspect translate-x translate-y scale rotate origin backdrop-blur blur brightness ' +
    'underline-offset decoration list line-clamp columns touch will-change appearance mix-blend ' +
    'transition fill accent caret indent align from via to'
  ).split(' '),
);

/** `key: word word…` lines as [key, words] pairs. */
function lines(text: string): [string, string[]][] {
  return text
    .trim()
    .split('\n')
    .map((line) => {
      const [key = '', words = ''] = line.split(': ');
      return [key, words.split(' ')];
    });
}

// Classes whose whole name says their kind.
const WHOLE = new Map(
  lines(`
display: block inline-block inline flex inline-flex grid inline-grid hidden contents table table-row table-cell flow-root list-item
position: static fixed absolute relative sticky
visibility: visible invisible collapse
sr: sr-only not-sr-only
case: uppercase lowercase capitalize normal-case
style: italic not-italic
decoration-line: underline overline line-through no-underline
text-overflow: truncate text-ellipsis text-clip
numeric-spacing: tabular-nums proportional-nums
smoothing: antialiased subpixel-antialiased
transform: transform transform-none
container-type: @container
scroll-behavior: scroll-auto scroll-smooth
isolation: isolate isolation-auto
flex-direction: flex-row flex-col flex-row-reverse flex-col-reverse
flex-wrap: flex-wrap flex-nowrap flex-wrap-reverse
grow: grow
shrink: shrink
transition: transition
blur: blur
resize: resize
backdrop-blur: backdrop-blur`).flatMap(([kind, classes]) => classes.map((name) => [name, kind] as const)),
);

const TEXT_SIZES = /^(xs|sm|base|lg|xl|\d+xl|\[(length:)?[\d.]+(px|rem|em)\])(\/.*)?$/;
const TEXT_ALIGN = /^(left|center|right|justify|start|end)$/;
const TEXT_WRAP = /^(wrap|nowrap|balance|pretty)$/;
const FONT_WEIGHT = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\[\d+\])$/;
const BORDER_STYLE = /^(solid|dashed|dotted|double|hidden|none)$/;
const WIDTH = /^(\d+|\[[\d.]+(px|rem)\])?$/;
const SHADOW_SIZE = /^(2xs|xs|sm|md|lg|xl|2xl|inner|none)?$/;
// Lengths of the spacing scale, fractions, keywords and arbitrary values: `top-center` is not `top`.
const LENGTH =
  /^(\d+(\.\d+)?|\d+\/\d+|px|full|auto|screen|min|max|fit|[dsl]v[hw]|\[.+\]|\(.+\)|\d?xs|sm|md|lg|\d?xl|prose|none)$/;
const SPACING =
  /^([pm][xytrblse]?|inset(-[xy])?|top|right|bottom|left|start|end|gap(-[xy])?|w|h|size|min-w|min-h|max-w|max-h|space-[xy]|basis)$/;
const SIDES = /^(x|y|t|r|b|l|s|e|tl|tr|br|bl|ss|se|es|ee)$/;

// A kind that also sets others: `p-4` after `px-2` replaces it, `px-2` after `p-4` does not.
const COVERS = new Map(
  lines(`
p: px py pt pr pb pl ps pe
px: pr pl ps pe
py: pt pb
m: mx my mt mr mb ml ms me
mx: mr ml ms me
my: mt mb
size: w h
inset: inset-x inset-y top right bottom left start end
inset-x: right left
inset-y: top bottom
gap: gap-x gap-y
overflow: overflow-x overflow-y
rounded: rounded-t rounded-r rounded-b rounded-l rounded-s rounded-e rounded-tl rounded-tr rounded-br rounded-bl rounded-ss rounded-se rounded-es rounded-ee
rounded-t: rounded-tl rounded-tr
rounded-r: rounded-tr rounded-br
rounded-b: rounded-br rounded-bl
rounded-l: rounded-tl rounded-bl
border-w: border-w-x border-w-y border-w-t border-w-r border-w-b border-w-l border-w-s border-w-e
border-w-x: border-w-r border-w-l
border-w-y: border-w-t border-w-b
border-color: border-color-x border-color-y border-color-t border-color-r border-color-b border-color-l border-color-s border-color-e
line-clamp: display overflow
flex: grow shrink basis
font-size: leading`),
);

/** The kind of one utility without its variants, or null for a class we don't know (always kept). */
function kindOf(utility: string): string | null {
  const base = utility.replace(/^-/, '');
  const whole = WHOLE.get(base);
  if (whole) return whole;
  if (base.startsWith('[') && base.includes(':')) return base.slice(1, base.indexOf(':'));
  const dash = base.indexOf('-');
  const head = dash < 0 ? base : base.slice(0, dash);
  const value = dash < 0 ? '' : base.slice(dash + 1);
  switch (head) {
    case 'text':
      if (TEXT_SIZES.test(value)) return 'font-size';
      if (TEXT_ALIGN.test(value)) return 'text-align';
      if (TEXT_WRAP.test(value)) return 'text-wrap';
      return value ? 'text-color' : null;
    case 'font':
      return FONT_WEIGHT.test(value) ? 'font-weight' : value ? 'font-family' : null;
    case 'flex':
      return 'flex';
    case 'bg':
      if (/^(linear|gradient|radial|conic|none|\[url)/.test(value)) return 'bg-image';
      if (/^(cover|contain|auto)$/.test(value)) return 'bg-size';
      if (/^(fixed|local|scroll)$/.test(value)) return 'bg-attachment';
      return value ? 'bg-color' : null;
    case 'border': {
      if (value === '') return 'border-w';
      if (BORDER_STYLE.test(value)) return 'border-style';
      if (value === 'collapse' || value === 'separate') return 'border-collapse';
      const [side = '', ...rest] = value.split('-');
      if (SIDES.test(side)) {
        const sideValue = rest.join('-');
        return WIDTH.test(sideValue) ? `border-w-${side}` : `border-color-${side}`;
      }
      return WIDTH.test(value) ? 'border-w' : 'border-color';
    }
    case 'rounded': {
      const [corner = ''] = value.split('-');
      return SIDES.test(corner) && corner !== 'x' && corner !== 'y' ? `rounded-${corner}` : 'rounded';
    }
    case 'shadow':
      return SHADOW_SIZE.test(value) || value.startsWith('[') ? 'shadow' : 'shadow-color';
    case 'ring':
      if (value.startsWith('offset')) return /^offset(-\d+)?$/.test(value) ? 'ring-offset-w' : 'ring-offset-color';
      if (value === 'inset') return 'ring-inset';
      return WIDTH.test(value) ? 'ring-w' : 'ring-color';
    case 'outline':
      if (value === '' || value === 'none' || value === 'hidden' || BORDER_STYLE.test(value)) return 'outline-style';
      if (value.startsWith('offset')) return 'outline-offset';
      return WIDTH.test(value) ? 'outline-w' : 'outline-color';
    case 'stroke':
      return WIDTH.test(value) ? 'stroke-w' : 'stroke-color';
    case 'snap':
      if (/^(x|y|both|none)$/.test(value)) return 'snap-type';
      if (/^(mandatory|proximity)$/.test(value)) return 'snap-strictness';
      if (/^(normal|always)$/.test(value)) return 'snap-stop';
      return 'snap-align';
    case 'scroll': {
      const [kind = '', ...rest] = value.split('-');
      return /^[mp][xytrblse]?$/.test(kind) && LENGTH.test(rest.join('-')) ? `scroll-${kind}` : null;
    }
    case 'divide':
      if (/^[xy](-\d+)?$/.test(value)) return `divide-${value[0]}`;
      return BORDER_STYLE.test(value) ? 'divide-style' : 'divide-color';
  }
  // The longest known prefix: `min-h-11` is min-h, `gap-x-2` is gap-x, `overflow-y-auto` is overflow-y.
  for (let end = base.lastIndexOf('-'); end > 0; end = base.lastIndexOf('-', end - 1)) {
    const prefix = base.slice(0, end);
    if (!PREFIXES.has(prefix)) continue;
    return SPACING.test(prefix) && !LENGTH.test(base.slice(end + 1)) ? null : prefix;
  }
  return null;
}

/** `md:hover:!px-2` -> ['hover:md:!', 'px-2']: variants in a fixed order, so the order they were written in doesn't matter. */
function splitVariants(token: string): [string, string] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      parts.push(token.slice(start, i));
      start = i + 1;
    }
  }
  let utility = token.slice(start);
  let important = '';
  if (utility.startsWith('!') || utility.endsWith('!')) {
    important = '!';
    utility = utility.replace(/^!|!$/g, '');
  }
  return [parts.sort().join(':') + ':' + important, utility];
}

export function mergeClasses(classList: string): string {
  const tokens = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (const token of tokens.reverse()) {
    const [variants, utility] = splitVariants(token);
    const kind = kindOf(utility);
    if (kind === null) {
      kept.push(token);
      continue;
    }
    const key = variants + kind;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const covered of COVERS.get(kind) ?? []) taken.add(variants + covered);
    kept.push(token);
  }
  return kept.reverse().join(' ');
}
