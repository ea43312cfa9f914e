import { useRef } from 'react';

type AutoFocusHandler = (event: Event) => void;

const CLOSE_BUTTON = 'data-dialog-close';
const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** Who opened each open dialog: the element focused on open, then the openers of the dialogs around it. */
const openersOf = new WeakMap<Element, HTMLElement[]>();

// The last focused element: a dialog opened while its opener is being removed (the language dialog opened from the
// phone drawer, which closes at once) finds document.activeElement already on <body>.
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement) lastFocused = event.target;
  });
}

function openerChain(content: HTMLElement): HTMLElement[] {
  const active = document.activeElement;
  const opener = active instanceof HTMLElement && active !== document.body ? active : lastFocused;
  if (!opener || content.contains(opener)) return [];
  const surrounding = opener.closest('[role="dialog"]');
  return [opener, ...(surrounding ? (openersOf.get(surrounding) ?? []) : [])];
}

/** The page moved the focus on purpose while the dialog closed (e.g. to a new section's heading): keep it there. */
function focusWasPlaced(content: HTMLElement): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body && active.isConnected && !content.contains(active);
}

function isTabbable(element: HTMLElement, content: HTMLElement): boolean {
  if (element.hasAttribute(CLOSE_BUTTON) || element.tabIndex < 0) return false;
  if ((element as HTMLButtonElement).disabled || (element as HTMLInputElement).type === 'hidden') return false;
  if (getComputedStyle(element).visibility === 'hidden') return false;
  for (let node: HTMLElement | null = element; node && node !== content; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

/** The dialog's first control in DOM order (links included), never its × button. */
function firstControl(content: HTMLElement): HTMLElement | undefined {
  return [...content.querySelectorAll<HTMLElement>(TABBABLE)].find((element) => isTabbable(element, content));
}

/**
 * Focus handling shared by every dialog and drawer. On open: the first control (not the ×; a dialog still loading
 * gets the focus itself and hands it to its first control once that appears, unless the user moved on). On close:
 * back to the element that opened it, also when it was opened through state rather than a Radix trigger (then Radix
 * would drop the focus on <body>), or to the opener of the surrounding dialog when that element is gone.
 */
export function useDialogFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  onOpenAutoFocus?: AutoFocusHandler;
  onCloseAutoFocus?: AutoFocusHandler;
}) {
  const openers = useRef<HTMLElement[]>([]);
  const watcher = useRef<MutationObserver | null>(null);

  const stopWatching = () => {
    watcher.current?.disconnect();
    watcher.current = null;
  };

  const focusFirstWhenReady = (content: HTMLElement) => {
    stopWatching();
    const observer = new MutationObserver(() => {
      if (document.activeElement !== content) return stopWatching();
      const first = firstControl(content);
      if (!first) return;
      stopWatching();
      first.focus();
    });
    observer.observe(content, { childList: true, subtree: true, attributes: true });
    watcher.current = observer;
  };

  return {
    onOpenAutoFocus: (event: Event) => {
      const content = event.currentTarget as HTMLElement;
      openers.current = openerChain(content);
      openersOf.set(content, openers.current);
      onOpenAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      const first = firstControl(content);
      if (first) return first.focus();
      content.focus();
      focusFirstWhenReady(content);
    },
    onCloseAutoFocus: (event: Event) => {
      stopWatching();
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      if (focusWasPlaced(event.currentTarget as HTMLElement)) return event.preventDefault();
      const opener = openers.current.find((element) => element.isConnected);
      if (!opener) return; // Radix then focuses its trigger, if there is one.
      event.preventDefault();
      opener.focus();
    },
    closeButtonProps: { [CLOSE_BUTTON]: '' },
  };
}
