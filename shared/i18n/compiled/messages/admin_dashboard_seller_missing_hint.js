/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Seller_Missing_HintInputs */

const en_admin_dashboard_seller_missing_hint = /** @type {(inputs: Admin_Dashboard_Seller_Missing_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set these variables in the server's configuration (see .env.example), then restart it. A production server taking real payments refuses to start without them.`)
};

const fr_admin_dashboard_seller_missing_hint = /** @type {(inputs: Admin_Dashboard_Seller_Missing_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renseignez ces variables dans la configuration du serveur (voir .env.example) puis redémarrez-le. Un serveur de production qui encaisse de vrais paiements refuse de démarrer sans elles.`)
};

/**
* | output |
* | --- |
* | "Set these variables in the server's configuration (see .env.example), then restart it. A production server taking real payments refuses to start without them." |
*
* @param {Admin_Dashboard_Seller_Missing_HintInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_seller_missing_hint = /** @type {((inputs?: Admin_Dashboard_Seller_Missing_HintInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Seller_Missing_HintInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_dashboard_seller_missing_hint(inputs)
	return en_admin_dashboard_seller_missing_hint(inputs)
});