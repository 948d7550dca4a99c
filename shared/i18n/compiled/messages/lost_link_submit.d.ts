/**
* | output |
* | --- |
* | "Send me my booking links" |
*
* @param {Lost_Link_SubmitInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lost_link_submit: ((inputs?: Lost_Link_SubmitInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lost_Link_SubmitInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lost_Link_SubmitInputs = {};
