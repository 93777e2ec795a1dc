/**
 * Mobile navigation menu (docs/requirements.md#mobile-navigation-menu, docs/requirements.md#mobile-nav-item), for screens ≤ 1024 px.
 *
 * The macro (components/mobile-nav/mobile-nav.njk) renders a working <details> menu. On the first
 * tap, focus or key press inside it, this module replaces the <details> with the `MobileNav`
 * component: a WAI-ARIA disclosure (button with aria-expanded / aria-controls) whose panel sits
 * right under the header (its top equals the header's height, measured, also after a resize),
 * offers Home, the sections with up to two levels of children, 'Go Back' / 'Back' on each
 * sub-level, then the contact link and the quick links. Each level has one open child at a time;
 * tapping the open child closes it; items with children never navigate; 'Go Back' / 'Back' closes the
 * submenu and moves focus to the item it returns to. It sets the store's `mobileNav` flag, so
 * scrolling locks at ≤ 1024 px. While open the menu keeps focus (WCAG 2.4.3, 2.4.11): everything
 * outside the header is `inert`, and Tab and Shift+Tab cycle through the header and the panel; Esc
 * closes and returns focus to the toggle, as does a window grown past 1024 px, where the menu is
 * not shown.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { render } from 'react-dom';
import type { EnhanceContext } from '../../enhancers/lib/loader';
import { SCROLL_LOCK_MAX_WIDTH_PX } from '../../enhancers/lib/constants';
import { getHeaderHeight } from '../../enhancers/lib/dom';
import { ElementError } from '../../enhancers/lib/errors';
import { getStore } from '../../enhancers/lib/store';
import { firstGesture } from '../../enhancers/lib/first-gesture';
import { DisclosureButton } from '../../enhancers/lib/disclosure-button';

/** Mobile nav item (docs/requirements.md#mobile-nav-item): title, url, children (nested, two levels). */
export interface MobileNavItem {
  title: string;
  url: string;
  children: MobileNavItem[];
  /** Link to another host: opens in a new tab (docs/requirements.md#external-links). */
  external?: boolean;
  /** docs/requirements.md#navigation-item: the section the page is in (the macro's `mobile-nav__item--here`); top level only. */
  here?: boolean;
}

/** Quick link (docs/requirements.md#other-links). */
export interface QuickLink {
  link: string;
  text: string;
}

/** Props of `MobileNav` (docs/requirements.md#mobile-navigation-menu: data, quickLinks, contactUrl, contactText). */
export interface MobileNavProps {
  data: MobileNavItem[];
  quickLinks: QuickLink[];
  contactUrl?: string;
  contactText?: string;
  /** The page's url, marked with aria-current="page". */
  currentUrl: string;
  /** Open on the first frame (the visitor's first tap opened it). */
  initiallyOpen?: boolean;
  /** Focus the toggle on the first frame (focus was in the menu when it was replaced). */
  autoFocus?: boolean;
}

const PANEL_ID = 'mobile-nav-panel';
const NEW_TAB_NOTE = ' (opens a new tab)';

function Link({ item, currentUrl, className }: { item: MobileNavItem; currentUrl: string; className: string }) {
  return (
    <a
      class={className}
      href={item.url}
      aria-current={item.url === currentUrl ? 'page' : undefined}
      {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {item.title}
      {item.external && <span class="visually-hidden">{NEW_TAB_NOTE}</span>}
    </a>
  );
}

/**
 * One level of the menu. `open` is the index of this level's open child (one at a time), or -1.
 * Items with children are buttons that toggle their submenu; they never navigate.
 */
function Level({
  items,
  depth,
  idPrefix,
  currentUrl,
  onBack,
  backLabel,
  overview,
}: {
  items: MobileNavItem[];
  depth: number;
  idPrefix: string;
  currentUrl: string;
  onBack?: () => void;
  backLabel?: string;
  overview?: MobileNavItem;
}) {
  const [open, setOpen] = useState(-1);
  return (
    <ul class={depth === 0 ? 'mobile-nav__list' : 'mobile-nav__panel'}>
      {onBack && (
        <li class="mobile-nav__subitem">
          <button type="button" class="mobile-nav__back" onClick={onBack}>
            {backLabel}
          </button>
        </li>
      )}
      {overview && (
        <li class="mobile-nav__subitem">
          <Link
            item={{ ...overview, title: `${overview.title} overview` }}
            currentUrl={currentUrl}
            className="mobile-nav__link mobile-nav__link--overview"
          />
        </li>
      )}
      {items.map((item, i) => {
        const id = `${idPrefix}-${i}`;
        // The same marker as the macro's (components/nav-links/nav-links.njk): `here`, the page's section.
        const liClass =
          depth === 0
            ? item.here
              ? 'mobile-nav__item mobile-nav__item--here'
              : 'mobile-nav__item'
            : 'mobile-nav__subitem';
        if (item.children.length === 0 || depth >= 2) {
          return (
            <li class={liClass} key={item.url}>
              <Link
                item={item}
                currentUrl={currentUrl}
                className={depth === 0 ? 'mobile-nav__link mobile-nav__link--top' : 'mobile-nav__link'}
              />
            </li>
          );
        }
        const isOpen = open === i;
        return (
          <li class={liClass} key={item.url}>
            <button
              type="button"
              class="mobile-nav__toggle"
              aria-expanded={isOpen}
              aria-controls={id}
              onClick={() => setOpen(isOpen ? -1 : i)}
            >
              {item.title}
            </button>
            <div id={id} hidden={!isOpen}>
              {isOpen && (
                <Level
                  items={item.children}
                  depth={depth + 1}
                  idPrefix={id}
                  currentUrl={currentUrl}
                  overview={item}
                  onBack={() => {
                    // Focus goes to the item the visitor returns to (the toggle just before the
                    // submenu), not to <body> with the removed button.
                    (document.getElementById(id)?.previousElementSibling as HTMLElement | null)?.focus();
                    setOpen(-1);
                  }}
                  backLabel={depth === 0 ? 'Go Back' : 'Back'}
                />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Mobile navigation menu (docs/requirements.md#mobile-navigation-menu). See the module docstring for the behaviour. */
export function MobileNav({
  data,
  quickLinks,
  contactUrl,
  contactText,
  currentUrl,
  initiallyOpen = false,
  autoFocus = false,
}: MobileNavProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [top, setTop] = useState(() => getHeaderHeight());
  const toggle = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    if (autoFocus) toggle.current?.focus();
  }, [autoFocus]);

  // A layout effect: Esc must work from the frame the panel shows in. With useEffect the listener
  // came after the next paint, and an Esc pressed in between (a quick keyboard user, or a busy
  // device) was lost, leaving the menu open (seen on a loaded CI run).
  useLayoutEffect(() => {
    getStore().set('mobileNav', open);
    if (!open) return undefined;
    setTop(getHeaderHeight());
    const header = toggle.current?.closest<HTMLElement>('.site-header');
    // WCAG 2.4.3: nothing hidden behind the open menu takes focus or is read. The header sits in
    // #app (layouts/base.njk): its siblings there, and #app's in <body>, become inert.
    const behind = header
      ? [...document.querySelectorAll<HTMLElement>('body > *, #app > *')].filter(
          (el) => !el.contains(header) && !el.inert,
        )
      : [];
    for (const el of behind) el.inert = true;
    const close = () => {
      setOpen(false);
      toggle.current?.focus();
    };
    const onResize = () => {
      // Past 1024 px the menu is not shown (CSS): an open one would leave the page inert.
      if (window.innerWidth > SCROLL_LOCK_MAX_WIDTH_PX) close();
      else setTop(getHeaderHeight());
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      else if (event.key === 'Tab' && header) {
        // Tab from the header's last shown stop goes to its first, Shift+Tab from the first to the last.
        const stops = [...header.querySelectorAll<HTMLElement>('a[href],button,input,summary')].filter(
          (el) => el.offsetParent,
        );
        if (document.activeElement === stops.at(event.shiftKey ? 0 : -1)) {
          event.preventDefault();
          stops.at(event.shiftKey ? -1 : 0)?.focus();
        }
      }
    };
    window.addEventListener('resize', onResize);
    document.addEventListener('keydown', onKey);
    return () => {
      for (const el of behind) el.inert = false;
      window.removeEventListener('resize', onResize);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <>
      <DisclosureButton
        buttonRef={toggle}
        class="mobile-nav__menu-button"
        open={open}
        controls={PANEL_ID}
        onClick={() => setOpen(!open)}
      >
        <span class="mobile-nav__icon" aria-hidden="true" />
        Menu
      </DisclosureButton>
      <nav
        id={PANEL_ID}
        class="mobile-nav__panel mobile-nav__panel--enhanced"
        aria-label="Main (mobile)"
        hidden={!open}
        style={{ top: `${top}px` }}
      >
        <a class="mobile-nav__home" href="/" aria-current={currentUrl === '/' ? 'page' : undefined}>
          Home
        </a>
        <Level items={data} depth={0} idPrefix="mobile-nav-sub" currentUrl={currentUrl} />
        <div class="mobile-nav__extra">
          {contactUrl && (
            <a class="button mobile-nav__contact" href={contactUrl}>
              {contactText}
            </a>
          )}
          {quickLinks.length > 0 && (
            <ul class="mobile-nav__quick-links">
              {quickLinks.map((q) => (
                <li key={q.link}>
                  <a href={q.link}>{q.text}</a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </nav>
    </>
  );
}

/** Visible text of a link or summary, without its visually hidden notes. */
function textOf(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
  return (copy.textContent ?? '').trim();
}

function linkItem(a: HTMLAnchorElement): MobileNavItem {
  const url = a.getAttribute('href') ?? '';
  // The rule of the build's external-links transform (src/eleventy/pages/navigation.js isExternal): an
  // absolute or protocol-relative link is external only when its host is not the site's own.
  const external = /^(https?:)?\/\//i.test(url) && new URL(url, window.location.href).host !== window.location.host;
  return { title: textOf(a), url, children: [], external };
}

/** Reads one level of the macro's list: links, or disclosures whose first link is the section's own page. */
function readItems(entries: Element[]): MobileNavItem[] {
  return entries.map((li) => {
    const markers = { here: li.classList.contains('mobile-nav__item--here') };
    const details = li.querySelector(':scope > details');
    if (!details) return { ...linkItem(li.querySelector<HTMLAnchorElement>(':scope > a')!), ...markers };
    const [overview, ...children] = [...details.querySelectorAll(':scope > ul > li')];
    const own = linkItem(overview.querySelector('a')!);
    return {
      ...own,
      ...markers,
      title: textOf(details.querySelector(':scope > summary')!),
      children: readItems(children),
    };
  });
}

/**
 * Reads the component's props from the macro's markup (the no-JS menu is the single source).
 * @throws {ElementError} when the markup lacks the list the macro renders
 */
export function readMobileNavProps(root: HTMLElement): Omit<MobileNavProps, 'initiallyOpen' | 'autoFocus'> {
  const list = root.querySelector('.mobile-nav__list');
  if (!list)
    throw new ElementError(
      'mobile-nav: no .mobile-nav__list inside [data-enhancer="mobile-nav"]; render it with the mobileNav macro.',
    );
  const contact = root.querySelector<HTMLAnchorElement>('.mobile-nav__contact');
  const current = root.querySelector('[aria-current="page"]');
  return {
    data: readItems([...list.children]),
    quickLinks: [...root.querySelectorAll<HTMLAnchorElement>('.mobile-nav__quick-links a')].map((a) => ({
      link: a.getAttribute('href') ?? '',
      text: textOf(a),
    })),
    contactUrl: contact?.getAttribute('href') ?? undefined,
    contactText: contact ? textOf(contact) : undefined,
    currentUrl: current?.getAttribute('href') ?? window.location.pathname,
  };
}

/**
 * Enhancer: replaces the <details> menu with `MobileNav` once the visitor's first gesture has played
 * out (lib/first-gesture.ts): the first tap or key press is not lost, and when it opened the
 * <details> the menu starts open, also when the chunk arrived while the finger was still down.
 * @returns clean-up that unmounts the component
 */
export default function enhance(root: HTMLElement, { trigger }: EnhanceContext): () => void {
  const props = readMobileNavProps(root);
  const container = document.createElement('div');
  container.className = 'mobile-nav mobile-nav--enhanced';
  let unmounted = false;
  void firstGesture(root as HTMLDetailsElement, trigger).then((initiallyOpen) => {
    if (unmounted) return;
    const autoFocus = root.contains(document.activeElement);
    root.replaceWith(container);
    render(<MobileNav {...props} initiallyOpen={initiallyOpen} autoFocus={autoFocus} />, container);
  });
  return () => {
    unmounted = true;
    render(null, container);
  };
}
