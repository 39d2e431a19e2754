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
        drive: {
          "0%": { transform: "translateX(-20%)" },
          "100%": { transform: "translateX(120%)" },
        },
      },
      animation: { drive: "drive 12s linear infinite" },
    },
  },
  plugins: [],
};
