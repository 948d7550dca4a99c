/**
* | output |
* | --- |
* | ", the workshop you joined the waiting list for." |
*
* @param {Email_Place_Open_Good_News_AfterInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const email_place_open_good_news_after: ((inputs?: Email_Place_Open_Good_News_AfterInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Email_Place_Open_Good_News_AfterInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Email_Place_Open_Good_News_AfterInputs = {};
