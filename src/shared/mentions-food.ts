/** Words a kitchen should see: allergies, diets, ingredients, meals and drinks (the dashboard and the caterer's sheet). */
const FOOD =
  /\b(allerg\w*|anaphyla\w*|intoleran\w*|food\w*|meals?|diet\w*|veg\w*|vegan\w*|jain|gluten\w*|c[oe]+liac|nuts?|peanuts?|cashews?|almonds?|dairy|lactose|milk|paneer|ghee|eggs?|shellfish|sea ?food|fish|prawns?|shrimps?|crab|halal|kosher|beef|pork|sugar\w*|diabet\w*|spic\w*|chill?i\w*|onions?|garlic|wheat|soy\w*|sesame|mushrooms?|eat\w*|drinks?|alcohol\w*|breakfast|lunch|dinner|snacks?|menu)\b/i;

export const mentionsFood = (text: string) => FOOD.test(text);

/** Words for the hotel and the desk: rooms, beds, access, parking, cars. A request naming both goes to both lists. */
const STAY =
  /\b(rooms?|beds?|cots?|cribs?|floors?|lifts?|elevators?|stairs?|wheel ?chairs?|ramps?|walk\w*|parking|park|cars?|cabs?|taxis?|pick ?ups?|drops?|check[- ]?in|check[- ]?out|early|late|quiet|pets?|dogs?|adjacent|next to|near|connecting|iron|towels?|pillows?|ac|heater)\b/i;

export const mentionsStay = (text: string) => STAY.test(text);
