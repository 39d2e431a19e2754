import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from "react";

/**
 * Toasts only enhance: every message shown here is also rendered in the page as a
 * status or alert region, so it exists without JavaScript and is announced once.
 * That is why the toast stack is hidden from assistive technology.
 */

export type ToastVariant = "default" | "success" | "destructive";

interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** "single": the landing form's one-at-a-time toast, replacing the previous one. */
  mode?: "single" | "stack";
}

const TOAST_AUTO_CLOSE_MS = 4000;
const TOAST_MAX_VISIBLE = 3;

// A dismissed toast is removed at once: nothing animates its way out, so keeping it (shadcn's
// `open: false` for 1,000,000 ms) would only hold on to what no one sees.
type Action = { type: "add"; toast: Toast; limit: number } | { type: "remove"; id: string };

function toastReducer(state: Toast[], action: Action): Toast[] {
  switch (action.type) {
    case "add":
      return [action.toast, ...state].slice(0, action.limit);
    case "remove":
      return state.filter((toast) => toast.id !== action.id);
  }
}

interface ToastApi {
  toast(input: ToastInput): void;
}

const ToastContext = createContext<ToastApi | null>(null);

let counter = 0;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    dispatch({ type: "remove", id });
  }, []);

  const toast = useCallback(
    (input: ToastInput) => {
      counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
      const id = `toast-${counter}`;
      const limit = input.mode === "single" ? 1 : TOAST_MAX_VISIBLE;
      dispatch({
        type: "add",
        limit,
        toast: { id, title: input.title, description: input.description, variant: input.variant ?? "default" },
      });
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_AUTO_CLOSE_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ toast }), [toast]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ol
        aria-hidden="true"
        className="pointer-events-none fixed bottom-4 right-4 z-50 flex w-[calc(100%-2rem)] max-w-sm flex-col gap-[14px]"
      >
        {toasts.map((item) => (
          <li
            key={item.id}
            data-variant={item.variant}
            className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg ${
              item.variant === "destructive"
                ? "border-red-800 bg-red-700 text-white"
                : item.variant === "success"
                  ? "border-green-800 bg-green-700 text-white"
                  : "border-slate-200 bg-white text-slate-900"
            }`}
          >
            <div className="flex-1">
              <p className="font-semibold">{item.title}</p>
              {item.description ? <p className="mt-1 text-sm">{item.description}</p> : null}
            </div>
            <button type="button" tabIndex={-1} onClick={() => dismiss(item.id)} className="text-lg leading-none">
              ×
            </button>
          </li>
        ))}
      </ol>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside ToastProvider");
  return api;
}

/** Shows a server-rendered message as a toast too, once per distinct message. */
export function useToastFor(message: ToastInput | null | undefined, key: unknown) {
  const { toast } = useToast();
  useEffect(() => {
    if (message) toast(message);
    // The key (usually the action result) decides when a message is new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
