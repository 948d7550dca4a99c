/**
* | output |
* | --- |
* | "Processing your payment..." |
*
* @param {Productivity_Success_ProcessingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_success_processing: ((inputs?: Productivity_Success_ProcessingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Success_ProcessingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Success_ProcessingInputs = {};
