/**
* | output |
* | --- |
* | "Consumer mediator" |
*
* @param {Legal_Mediator_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const legal_mediator_title: ((inputs?: Legal_Mediator_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Mediator_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Mediator_TitleInputs = {};
