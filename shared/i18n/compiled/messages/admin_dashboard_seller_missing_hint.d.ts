/**
* | output |
* | --- |
* | "Set these variables in the server's configuration (see .env.example), then restart it. A production server taking real payments refuses to start without them." |
*
* @param {Admin_Dashboard_Seller_Missing_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_seller_missing_hint: ((inputs?: Admin_Dashboard_Seller_Missing_HintInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dashboard_Seller_Missing_HintInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dashboard_Seller_Missing_HintInputs = {};
