/**
* | output |
* | --- |
* | "We use your details and your teen's only to run your booking. What we keep, for how long, and how to download or erase it is on our {link}." |
*
* @param {Terms_20261127_Data_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_data_text: ((inputs: Terms_20261127_Data_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Data_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Data_TextInputs = {
    link: NonNullable<unknown>;
};
