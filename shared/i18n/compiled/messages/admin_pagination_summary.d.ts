/**
* | output |
* | --- |
* | "Page {page} of {pages} · {total} {results}" |
*
* @param {Admin_Pagination_SummaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_pagination_summary: ((inputs: Admin_Pagination_SummaryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Pagination_SummaryInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Pagination_SummaryInputs = {
    page: NonNullable<unknown>;
    pages: NonNullable<unknown>;
    total: NonNullable<unknown>;
    results: NonNullable<unknown>;
};
