/**
* | output |
* | --- |
* | "Good news: a place has opened in" |
*
* @param {Email_Place_Open_Good_News_BeforeInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_place_open_good_news_before: ((inputs?: Email_Place_Open_Good_News_BeforeInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Place_Open_Good_News_BeforeInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Place_Open_Good_News_BeforeInputs = {};
