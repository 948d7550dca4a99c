/**
* | output |
* | --- |
* | "Productivity" |
*
* @param {Home_Topic_ProductivityInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_topic_productivity: ((inputs?: Home_Topic_ProductivityInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Topic_ProductivityInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Topic_ProductivityInputs = {};
