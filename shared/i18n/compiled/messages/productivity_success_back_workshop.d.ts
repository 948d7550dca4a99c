/**
* | output |
* | --- |
* | "Back to the productivity workshop" |
*
* @param {Productivity_Success_Back_WorkshopInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_back_workshop: ((inputs?: Productivity_Success_Back_WorkshopInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Success_Back_WorkshopInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Success_Back_WorkshopInputs = {};
