/**
 * The guides as the app loads them, so the specs follow each guide's front matter
 * (which ones the /articles index lists) instead of keeping a second copy of it.
 */
import { loadGuides } from "../../app/lib/help-centre/guides.server";

export const CARRIER_PHONE = "1-800-275-8777";

const { all, index } = await loadGuides({ carrierPhone: CARRIER_PHONE });

/** Every guide's path, in the site's order: what the folder data/articles holds. */
export const articlePaths = all.map((article) => article.path);

/** The index's article paths, in its order. */
export const indexedGuidePaths = index.map((article) => article.path);

/** Pages that exist but that the index leaves out (the near-duplicates of docs/product.md §D6). */
export const unlistedGuidePaths = all.filter((article) => !article.inIndex).map((article) => article.path);
