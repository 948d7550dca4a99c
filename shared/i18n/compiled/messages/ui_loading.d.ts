/**
* | output |
* | --- |
* | "Loading..." |
*
* @param {Ui_LoadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const ui_loading: ((inputs?: Ui_LoadingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_LoadingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ui_LoadingInputs = {};
