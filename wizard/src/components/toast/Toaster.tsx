import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import {
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  addToast,
  dismissToast,
  toastDuration,
  visibleToasts,
  type Toast,
  type ToastInput,
} from './toastState';

type ShowToast = (input: ToastInput) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

/** Shows a toast (one at a time; 6 s, errors 8 s). */
export function useToast(): ShowToast {
  return useContext(ToastContext);
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.duration, onDismiss]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    startX.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current !== null) setOffset(Math.max(0, event.clientX - startX.current));
  };
  const onPointerEnd = () => {
    if (startX.current === null) return;
    startX.current = null;
    if (offset > TOAST_SWIPE_THRESHOLD_PX) onDismiss(toast.id);
    else setOffset(0);
  };

  const isError = toast.variant === 'destructive';
  return (
    <div
      className={`toast toast--${toast.variant}`}
      role={isError ? 'alert' : 'status'}
      aria-atomic="true"
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      data-testid="toast"
    >
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        {toast.description && <p className="toast__description">{toast.description}</p>}
      </div>
      <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => onDismiss(toast.id)}>
        ×
      </button>
    </div>
  );
}

/**
 * The notification region and the toast context. F8 moves focus to the region; a swipe of
 * more than 50 px to the right dismisses a toast; a dismissed toast is removed 1 s later.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const regionRef = useRef<HTMLElement>(null);
  const removeTimers = useRef(new Set<number>());

  /** Closed toasts are removed 1 s after they close (their exit). */
  const scheduleRemoval = useCallback(() => {
    const timer = window.setTimeout(() => {
      removeTimers.current.delete(timer);
      setToasts((current) => current.filter((toast) => toast.open));
    }, TOAST_REMOVE_DELAY_MS);
    removeTimers.current.add(timer);
  }, []);

  const dismiss = useCallback(
    (id: number) => {
      setToasts((current) => dismissToast(current, id));
      scheduleRemoval();
    },
    [scheduleRemoval],
  );

  const show = useCallback<ShowToast>(
    (input) => {
      const toast: Toast = {
        id: nextId.current++,
        title: input.title,
        description: input.description,
        variant: input.variant ?? 'default',
        open: true,
        duration: toastDuration(input),
      };
      setToasts((current) => addToast(current, toast));
      scheduleRemoval();
    },
    [scheduleRemoval],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    const timers = removeTimers.current;
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, []);

  const visible = useMemo(() => visibleToasts(toasts), [toasts]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <section ref={regionRef} className="toaster" aria-label="Notifications (F8)" tabIndex={-1}>
        {/* Not a list: each toast is a status/alert region of its own (a role on an <li> would hide it from the list). */}
        <div className="toaster__list">
          {visible.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}
