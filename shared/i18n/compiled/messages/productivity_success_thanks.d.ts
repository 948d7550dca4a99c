/**
* | output |
* | --- |
* | "Thank you, {parentName}. {teenName}'s place is confirmed." |
*
* @param {Productivity_Success_ThanksInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_thanks: ((inputs: Productivity_Success_ThanksInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Success_ThanksInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Success_ThanksInputs = {
    parentName: NonNullable<unknown>;
    teenName: NonNullable<unknown>;
};
