import * as Tooltip from '@radix-ui/react-tooltip';
import { createContext, useContext, useId, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { HELP_TOOLTIP_TIMING, helpTriggerName } from './tooltipRules';

/** Which help tooltip is open: one at a time. */
const OpenHelpContext = createContext<{ openId: string | null; setOpenId: (update: (current: string | null) => string | null) => void }>({
  openId: null,
  setOpenId: () => undefined,
});

/** Shares the open and skip delays among the help tooltips inside it (one around the wizard), and keeps one open at a time. */
export function HelpTooltipProvider({ children }: { children: ReactNode }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const value = useMemo(() => ({ openId, setOpenId }), [openId]);
  return (
    <OpenHelpContext.Provider value={value}>
      <Tooltip.Provider delayDuration={HELP_TOOLTIP_TIMING.openDelayMs} skipDelayDuration={HELP_TOOLTIP_TIMING.skipDelayMs}>
        {children}
      </Tooltip.Provider>
    </OpenHelpContext.Provider>
  );
}

interface HelpTooltipProps {
  /** The term explained, as its field shows it: 'Debit card rate'. */
  term: string;
  /** One or two plain sentences: what it is and where to find it on a statement. */
  text: string;
}

/**
 * A '?' button beside a field's label and the tooltip that explains the term (role tooltip, the
 * button's description while open). It opens on hover after the open delay and at once on
 * keyboard focus; Escape, moving focus away and the pointer leaving close it. Touch has no hover,
 * so pressing the button (tap, click, Enter or Space) shows the help and pressing again hides it.
 */
export function HelpTooltip({ term, text }: HelpTooltipProps) {
  const id = useId();
  const { openId, setOpenId } = useContext(OpenHelpContext);
  const isOpen = openId === id;
  const setIsOpen = (next: boolean) => setOpenId((current) => (next ? id : current === id ? null : current));
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Escape or a press elsewhere: a close the visitor asked for.
  const isDismissedRef = useRef(false);
  // Radix closes an open tooltip on pointer down, before the click: remember what was shown then.
  const wasOpenAtPointerDown = useRef(false);

  const onOpenChange = (next: boolean) => {
    const trigger = triggerRef.current;
    // Radix also closes a tooltip when the page scrolls, and the browser scrolls a button reached
    // with Tab into view just after its tooltip opened: a keyboard-focused button keeps its tooltip
    // until Escape, a press elsewhere or the focus moving on.
    const isKeyboardFocused = trigger !== null && trigger === document.activeElement && trigger.matches(':focus-visible');
    if (!next && isKeyboardFocused && !isDismissedRef.current) return;
    isDismissedRef.current = false;
    setIsOpen(next);
  };
  const dismiss = () => {
    isDismissedRef.current = true;
  };
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Stops Radix's own close-on-click: a help button shows its help.
    event.preventDefault();
    const wasOpen = event.detail === 0 ? isOpen : wasOpenAtPointerDown.current;
    setIsOpen(!wasOpen);
  };
  return (
    <Tooltip.Root open={isOpen} onOpenChange={onOpenChange}>
      <Tooltip.Trigger
        ref={triggerRef}
        type="button"
        className="help-tooltip__trigger"
        aria-label={helpTriggerName(term)}
        onPointerDown={() => {
          wasOpenAtPointerDown.current = isOpen;
        }}
        onClick={onClick}
      >
        <svg className="help-tooltip__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.75" />
          <path d="M7.6 7.6a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.5v.6" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          <circle cx="10" cy="14.6" r="1.1" fill="currentColor" />
        </svg>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className="help-tooltip" side="top" sideOffset={6} collisionPadding={8} onEscapeKeyDown={dismiss} onPointerDownOutside={dismiss}>
          {text}
          <Tooltip.Arrow className="help-tooltip__arrow" width={12} height={6} />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
