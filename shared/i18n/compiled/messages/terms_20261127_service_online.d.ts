/**
* | output |
* | --- |
* | "Sessions take place online: the teen needs a computer or tablet with a camera, a microphone and a steady internet connection. We send the video link before t..." |
*
* @param {Terms_20261127_Service_OnlineInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_service_online: ((inputs?: Terms_20261127_Service_OnlineInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Service_OnlineInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Service_OnlineInputs = {};
