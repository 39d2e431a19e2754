// @ts-check
import plugin from "tailwindcss/plugin";

/** @type {import('tailwindcss').Config} */
export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eef6ff",
          100: "#d9eaff",
          600: "#1d5fbf",
          700: "#174c99",
          800: "#133d7a",
          900: "#0f2f5e",
        },
      },
      keyframes: {
        // From just off the left edge to just off the right edge of a full-width banner.
        drive: {
          "0%": { transform: "translateX(-100%)" },
          "100%": { transform: "translateX(100vw)" },
        },
        // The results page's simulated search (docs/product.md §S4): 50 steps of 2% in 5 s. A transform,
        // not the width, so the compositor runs it: no layout on the main thread at each step.
        "search-fill": {
          from: { transform: "scaleX(0)", transformOrigin: "left" },
          to: { transform: "scaleX(1)", transformOrigin: "left" },
        },
        // Visibility, not display: the two cards keep their room while one gives way (no layout shift).
        "search-pending": {
          "from, to": { visibility: "hidden" },
        },
        "search-finish": {
          to: { visibility: "hidden" },
        },
      },
      animation: {
        drive: "drive 12s linear infinite",
        "search-fill": "search-fill 5s steps(50)",
        "search-pending": "search-pending 5s",
        "search-finish": "search-finish 0s 5s forwards",
      },
    },
  },
  plugins: [
    // `scripting:` applies only where the browser runs scripts, so visitors without
    // JavaScript get the final state of anything animated that way.
    plugin(({ addVariant }) => addVariant("scripting", "@media (scripting: enabled)")),
  ],
};
