import { ErrorScreen } from "~/components/error-screen";

/** The 404 state of a category or article page (docs/product.md §S2.7). */
export function FaqNotFound({ title, text }: { title: string; text: string }) {
  return <ErrorScreen title={title} text={text} link={{ to: "/", label: "Return to Help Center" }} />;
}
