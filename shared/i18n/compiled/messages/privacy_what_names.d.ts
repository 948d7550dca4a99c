/**
* | output |
* | --- |
* | "{label}: so the coach knows who joins the group, and so every group has teens of a similar age." |
*
* @param {Privacy_What_NamesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_what_names: ((inputs: Privacy_What_NamesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_What_NamesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_What_NamesInputs = {
    label: NonNullable<unknown>;
};
