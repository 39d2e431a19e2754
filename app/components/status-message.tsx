import type { ReactNode } from "react";

/**
 * The in-page form of a message (success, failure, validation summary). Rendered by
 * the server, so it works without JavaScript; a live region, so it is announced.
 */
export function StatusMessage({
  tone,
  title,
  children,
  id,
}: {
  tone: "success" | "error" | "info";
  title?: string;
  children: ReactNode;
  id?: string;
}) {
  const styles =
    tone === "success"
      ? "border-green-700 bg-green-50 text-green-900"
      : tone === "error"
        ? "border-red-700 bg-red-50 text-red-900"
        : "border-brand-600 bg-brand-50 text-brand-900";
  return (
    <div id={id} role={tone === "error" ? "alert" : "status"} className={`rounded-lg border-l-4 p-4 ${styles}`}>
      {title ? <p className="font-semibold">{title}</p> : null}
      <div className={title ? "mt-1" : undefined}>{children}</div>
    </div>
  );
}
