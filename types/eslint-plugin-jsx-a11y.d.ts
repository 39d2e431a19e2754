// eslint-plugin-jsx-a11y 6 ships no types: the plugin object and the flat configs
// eslint.config.js spreads.
declare module "eslint-plugin-jsx-a11y" {
  import type { ESLint, Linter } from "eslint";

  const plugin: ESLint.Plugin & {
    flatConfigs: { recommended: Linter.Config; strict: Linter.Config };
  };
  export default plugin;
}
