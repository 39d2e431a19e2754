// @vitest-environment jsdom
import { act, createElement, type MouseEvent as ReactMouseEvent, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const navigate = vi.fn();
// The router's basename: "" on an English page, "/es" on a Spanish one.
let basename = "";
vi.mock("@remix-run/react", () => ({
  useNavigate: () => navigate,
  useHref: (to: string) => `${basename}${to}`,
  useLocation: () => ({ pathname: "/", search: "" }),
}));

const { useClientNavigation } = await import("~/components/links");

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

function List({ children }: { children: ReactNode }) {
  const ref = useClientNavigation<HTMLDivElement>();
  return createElement("div", { ref, id: "list" }, children);
}

const a = (props: Record<string, unknown>, text: ReactNode = "row") => createElement("a", props, text);

let container: HTMLDivElement;
let root: Root;
/** Whether the browser would have followed the link (nothing called preventDefault). */
let followed: boolean | undefined;
const record = (event: Event) => {
  followed = !event.defaultPrevented;
  // jsdom cannot navigate; stop it from trying once the app's listeners have had their say.
  event.preventDefault();
};

function render(...children: ReactNode[]) {
  act(() => root.render(createElement("main", null, createElement(List, null, ...children), a({ href: "/outside" }))));
}

function click(selector: string, init: MouseEventInit = {}) {
  const target = container.querySelector(selector);
  if (!target) throw new Error(`nothing matches ${selector}`);
  followed = undefined;
  act(() => {
    target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
  });
  return followed;
}

beforeEach(() => {
  basename = "";
  window.history.replaceState(null, "", "/faq?x=1");
  navigate.mockReset();
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  window.addEventListener("click", record);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  window.removeEventListener("click", record);
});

describe("useClientNavigation", () => {
  it("leaves a link marked data-reload-document to the browser (a page outside the app's routes)", () => {
    render(a({ href: "/blog", id: "blog", "data-reload-document": "" }));
    expect(click("#blog")).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("tells its owner when it navigates (the mobile menu closes), and only then", () => {
    const onNavigate = vi.fn();
    function Menu({ children }: { children: ReactNode }) {
      const ref = useClientNavigation<HTMLDivElement>(onNavigate);
      return createElement("div", { ref }, children);
    }
    act(() =>
      root.render(
        createElement(
          Menu,
          null,
          a({ href: "/partners", id: "in" }),
          a({ href: "/blog", id: "reload", "data-reload-document": "" }),
        ),
      ),
    );
    click("#reload");
    expect(onNavigate).not.toHaveBeenCalled();
    click("#in");
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it("navigates in the app on a plain left click on a link of this site inside its element", () => {
    render(a({ href: "/faq/article/csv-article-2" }, createElement("span", { id: "inner" }, "title")));
    expect(click("#inner")).toBe(false);
    expect(navigate).toHaveBeenCalledWith("/faq/article/csv-article-2", { replace: false });
  });

  it("keeps the query and the fragment, and replaces the entry for the page already shown", () => {
    render(a({ href: "/faq/search?q=mail#top", id: "other" }), a({ href: "/faq?x=1", id: "same" }));
    click("#other");
    expect(navigate).toHaveBeenLastCalledWith("/faq/search?q=mail#top", { replace: false });
    click("#same");
    expect(navigate).toHaveBeenLastCalledWith("/faq?x=1", { replace: true });
  });

  it("leaves modified clicks, other buttons, other targets, downloads and other sites to the browser", () => {
    render(
      a({ href: "/faq/payments", id: "plain" }),
      a({ href: "/faq/payments", id: "blank", target: "_blank" }),
      a({ href: "/FaqExcelData1.csv", id: "download", download: true }),
      a({ href: "https://www.usps.com/", id: "external" }),
      a({ href: "#quick-answers", id: "fragment" }),
      a({ id: "no-href" }),
    );
    for (const modifier of ["ctrlKey", "metaKey", "shiftKey", "altKey"]) {
      expect(click("#plain", { [modifier]: true })).toBe(true);
    }
    expect(click("#plain", { button: 1 })).toBe(true);
    for (const id of ["#blank", "#download", "#external", "#fragment", "#no-href"]) expect(click(id)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("ignores links outside its element and clicks something else already handled", () => {
    render(
      a({
        href: "/faq/tracking",
        id: "handled",
        onClick: (event: ReactMouseEvent) => event.preventDefault(),
      }),
    );
    expect(click('a[href="/outside"]')).toBe(true);
    expect(click("#handled")).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("stops listening when its element goes", () => {
    const removed = vi.spyOn(document, "removeEventListener");
    render(a({ href: "/faq/payments" }));
    act(() => root.render(null));
    expect(removed).toHaveBeenCalledWith("click", expect.any(Function));
    removed.mockRestore();
  });

  it("on a Spanish page, navigates its links without the prefix (the router adds it) and leaves other languages' to the browser", () => {
    basename = "/es";
    window.history.replaceState(null, "", "/es/faq");
    render(
      a({ href: "/es/faq/tracking?x=1", id: "spanish" }),
      a({ href: "/es", id: "home" }),
      a({ href: "/faq", id: "english" }),
    );
    expect(click("#spanish")).toBe(false);
    expect(navigate).toHaveBeenLastCalledWith("/faq/tracking?x=1", { replace: false });
    expect(click("#home")).toBe(false);
    expect(navigate).toHaveBeenLastCalledWith("/", { replace: false });
    expect(click("#english")).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(2);
  });
});
