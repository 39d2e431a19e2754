import { isRouteErrorResponse, useRouteError, type ErrorResponse } from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorScreen } from "~/components/error-screen";
import { NotFound } from "~/components/not-found";
import { useTranslation } from "~/i18n/use-translation";

export type StatusHandlers = Partial<Record<number, (error: ErrorResponse) => ReactNode>>;

/** A 404 is the site's not-found page unless a route has a screen of its own. */
const DEFAULT_STATUS_HANDLERS: StatusHandlers = { 404: () => <NotFound /> };

/**
 * The error boundary of the root and of every route (after the Epic Stack's
 * GeneralErrorBoundary): a thrown response whose status has a handler gets that screen,
 * anything else the spec's 'Unexpected Application Error!'.
 */
export function RouteErrorBoundary({ statusHandlers }: { statusHandlers?: StatusHandlers }) {
  const error = useRouteError();
  const { t } = useTranslation();
  const handlers = { ...DEFAULT_STATUS_HANDLERS, ...statusHandlers };
  const handler = isRouteErrorResponse(error) ? handlers[error.status] : undefined;
  if (handler && isRouteErrorResponse(error)) return <>{handler(error)}</>;
  return (
    <ErrorScreen
      title={t("error.unexpected.title")}
      text={errorDetail(error) ?? t("error.unknown")}
      link={{ to: "/", label: t("error.home") }}
    />
  );
}

/**
 * The status or the error's message (docs/product.md §S8). In production Remix has already replaced a
 * server error's message with a generic one, so nothing internal reaches a visitor.
 */
export function errorDetail(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}
