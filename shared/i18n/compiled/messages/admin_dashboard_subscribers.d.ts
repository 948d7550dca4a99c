/**
* | output |
* | --- |
* | "Newsletter subscribers" |
*
* @param {Admin_Dashboard_SubscribersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_subscribers: ((inputs?: Admin_Dashboard_SubscribersInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dashboard_SubscribersInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dashboard_SubscribersInputs = {};
