/**
 * Markup compared up to formatting: a widget's first frame must match the macro's server markup
 * (docs/architecture.md#contracts, no layout shift), whatever the attribute order or the whitespace between tags.
 */

/** `html` with each element's attributes sorted and text nodes trimmed (needs a DOM: happy-dom). */
export function canonicalMarkup(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').trim();
    if (!(node instanceof Element)) return '';
    const attrs = [...node.attributes].map((a) => ` ${a.name}="${a.value}"`).sort();
    return `<${node.localName}${attrs.join('')}>${[...node.childNodes].map(walk).join('')}</${node.localName}>`;
  };
  return [...template.content.childNodes].map(walk).join('');
}
