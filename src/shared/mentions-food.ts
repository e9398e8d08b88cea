/** Words a kitchen should see: allergies, diets, ingredients, meals and drinks (the dashboard and the caterer's sheet). */
const FOOD =
  /\b(allerg\w*|anaphyla\w*|intoleran\w*|food\w*|meals?|diet\w*|veg\w*|vegan\w*|jain|gluten\w*|c[oe]+liac|nuts?|peanuts?|cashews?|almonds?|dairy|lactose|milk|paneer|ghee|eggs?|shellfish|sea ?food|fish|prawns?|shrimps?|crab|halal|kosher|beef|pork|sugar\w*|diabet\w*|spic\w*|chill?i\w*|onions?|garlic|wheat|soy\w*|sesame|mushrooms?|eat\w*|drinks?|alcohol\w*|breakfast|lunch|dinner|snacks?|menu)\b/i;

export const mentionsFood = (text: string) => FOOD.test(text);
