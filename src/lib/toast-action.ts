import toast from 'react-hot-toast';

export interface ToastAction {
  label: string;
  run: () => void;
}

// react-hot-toast has no action of its own: the app's toaster draws the button for a toast listed here, beside
// the message (so the message's text stays exactly what it says).
const actions = new Map<string, ToastAction>();

/** Long enough to read the message and reach its button, by touch or by keyboard (an error alone goes after 4 s). */
const ACTION_TOAST_MS = 10_000;

/** An error toast with a button that does the way out ("Login"). */
export function errorToastWithAction(message: string, action: ToastAction): string {
  const id = toast.error(message, { duration: ACTION_TOAST_MS });
  actions.set(id, action);
  return id;
}

export function actionOfToast(id: string): ToastAction | undefined {
  return actions.get(id);
}

/** Drops the actions of toasts that are gone. */
export function keepToastActionsOf(ids: ReadonlySet<string>): void {
  for (const id of actions.keys()) if (!ids.has(id)) actions.delete(id);
}
