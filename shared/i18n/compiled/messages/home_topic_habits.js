/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Topic_HabitsInputs */

const en_home_topic_habits = /** @type {(inputs: Home_Topic_HabitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Healthy Habits`)
};

const fr_home_topic_habits = /** @type {(inputs: Home_Topic_HabitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habitudes saines`)
};

/**
* | output |
* | --- |
* | "Healthy Habits" |
*
* @param {Home_Topic_HabitsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_topic_habits = /** @type {((inputs?: Home_Topic_HabitsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Topic_HabitsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_topic_habits(inputs)
	return en_home_topic_habits(inputs)
});