/**
* | output |
* | --- |
* | "Use the menu to manage the workshops, follow the bookings and the waiting list, see the newsletter's subscribers, create discount codes and change the site's..." |
*
* @param {Admin_Dashboard_Welcome_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_welcome_text: ((inputs?: Admin_Dashboard_Welcome_TextInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Dashboard_Welcome_TextInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Dashboard_Welcome_TextInputs = {};
