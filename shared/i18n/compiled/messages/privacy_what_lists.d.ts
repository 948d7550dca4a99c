/**
* | output |
* | --- |
* | "If you join a waiting list or our newsletter, we keep your e-mail address for that, and nothing else. We never sell your data and never use it for advertising." |
*
* @param {Privacy_What_ListsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_what_lists: ((inputs?: Privacy_What_ListsInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_What_ListsInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_What_ListsInputs = {};
