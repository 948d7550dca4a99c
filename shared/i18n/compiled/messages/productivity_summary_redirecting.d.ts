/**
* | output |
* | --- |
* | "Redirecting to payment..." |
*
* @param {Productivity_Summary_RedirectingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_summary_redirecting: ((inputs?: Productivity_Summary_RedirectingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Summary_RedirectingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Summary_RedirectingInputs = {};
