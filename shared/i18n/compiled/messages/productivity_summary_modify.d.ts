/**
* | output |
* | --- |
* | "Modify" |
*
* @param {Productivity_Summary_ModifyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_summary_modify: ((inputs?: Productivity_Summary_ModifyInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Summary_ModifyInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Summary_ModifyInputs = {};
