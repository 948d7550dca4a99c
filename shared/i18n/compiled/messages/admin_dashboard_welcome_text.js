/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Welcome_TextInputs */

const en_admin_dashboard_welcome_text = /** @type {(inputs: Admin_Dashboard_Welcome_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use the menu to manage the workshops, follow the bookings and the waiting list, see the newsletter's subscribers, create discount codes and change the site's page content.`)
};

const fr_admin_dashboard_welcome_text = /** @type {(inputs: Admin_Dashboard_Welcome_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez le menu pour gérer les ateliers, suivre les réservations et la liste d'attente, consulter les abonnés à la newsletter, créer des codes de réduction et modifier le contenu des pages du site.`)
};

/**
* | output |
* | --- |
* | "Use the menu to manage the workshops, follow the bookings and the waiting list, see the newsletter's subscribers, create discount codes and change the site's..." |
*
* @param {Admin_Dashboard_Welcome_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_welcome_text = /** @type {((inputs?: Admin_Dashboard_Welcome_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Welcome_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_admin_dashboard_welcome_text(inputs)
	return en_admin_dashboard_welcome_text(inputs)
});