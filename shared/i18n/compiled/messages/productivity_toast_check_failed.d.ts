/**
* | output |
* | --- |
* | "The payment could not be checked. Please try again." |
*
* @param {Productivity_Toast_Check_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_toast_check_failed: ((inputs?: Productivity_Toast_Check_FailedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Toast_Check_FailedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Toast_Check_FailedInputs = {};
