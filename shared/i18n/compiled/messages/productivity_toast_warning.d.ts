/**
* | output |
* | --- |
* | "Warning" |
*
* @param {Productivity_Toast_WarningInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_toast_warning: ((inputs?: Productivity_Toast_WarningInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Toast_WarningInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Toast_WarningInputs = {};
