/**
* | output |
* | --- |
* | "Each booking has its own page, linked from every e-mail we send about it. Lost the link? Enter the e-mail address you booked with and we will send you the li..." |
*
* @param {Lost_Link_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const lost_link_intro: ((inputs?: Lost_Link_IntroInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lost_Link_IntroInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Lost_Link_IntroInputs = {};
