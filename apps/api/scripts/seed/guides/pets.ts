import type { GuideDef } from "./types";

/** Care guide: pets and toxic plants (issue 14: a real guide, published by the demo seed). */
export const petsGuide: GuideDef = {
  title: {
    en: "Pets and toxic plants",
    fr: "Animaux et plantes toxiques",
    ar: "الحيوانات الأليفة والنباتات السامة",
  },
  summary: {
    en: "Which popular houseplants are harmful to cats and dogs, which are safe, and what to do if your pet chews a leaf.",
    fr: "Quelles plantes d'intérieur courantes sont dangereuses pour les chats et les chiens, lesquelles sont sans risque, et que faire si votre animal mâchouille une feuille.",
    ar: "أي نباتات الزينة الشائعة تضر القطط والكلاب، وأيها آمن، وماذا تفعل إذا مضغ حيوانك الأليف ورقة.",
  },
  body: {
    en: `Cats and dogs explore with their mouths, and bored indoor pets, especially in the long summer months, often nibble plants. Many of the most popular houseplants are mildly to seriously toxic. You can still have a green home: choose well and place plants with care.

## Plants to keep away from pets

- **Lilies (true lilies and daylilies)** are the most dangerous for **cats**: a few bites of a leaf or petal, or pollen licked from their fur, can cause kidney failure. Do not keep them in a home with a cat.
- **Sago palm (Cycas)** is highly toxic to dogs and cats; every part, especially the seeds, can damage the liver.
- **Pothos, monstera, philodendron, peace lily, dieffenbachia and ZZ plant** contain calcium oxalate crystals. Chewing causes burning in the mouth, drooling, pawing at the face and vomiting.
- **Aloe vera, snake plant and jade plant** can cause vomiting and lethargy.
- **Oleander**, planted in many UAE gardens and streets, is dangerous for pets and people alike: every part affects the heart.

## Pet-safe choices

These are considered non-toxic to cats and dogs:

- Calathea and maranta (prayer plant)
- Parlour palm and areca palm
- Spider plant
- Boston fern and bird's nest fern
- Peperomia
- Phalaenopsis orchid
- Money tree (Pachira)
- Hoya

"Non-toxic" does not mean "edible": a cat that eats a lot of any plant may still vomit. Our product pages show whether each plant is pet safe, and the shop can filter by it.

## Placing plants in a pet home

- Hang trailing plants from the ceiling or set them on high shelves that pets cannot reach. Remember that cats climb.
- Offer cats their own pot of cat grass: it often keeps them away from other plants.
- Pick up fallen leaves and flowers promptly.
- Keep fertiliser, plant food sticks and pest sprays shut away; some are more harmful than the plants.

## If your pet chews a plant

1. Take any plant pieces out of your pet's mouth and move the animal away from the plant.
2. Note the plant's name (the label or our product page helps) and how much was eaten.
3. **Call your vet straight away**, even if your pet seems fine. With lilies and sago palm, fast treatment matters.
4. Do not try to make your pet vomit unless a vet tells you to.

Signs that something is wrong include drooling, vomiting, diarrhoea, pawing at the mouth, weakness or not eating. When in doubt, call the vet.`,
    fr: `Les chats et les chiens explorent avec leur bouche, et les animaux d'intérieur qui s'ennuient, surtout pendant les longs mois d'été, grignotent souvent les plantes. Beaucoup des plantes d'intérieur les plus appréciées sont un peu ou très toxiques. Vous pouvez pourtant garder une maison verte : il suffit de bien choisir et de bien placer.

## Les plantes à tenir éloignées

- **Les lys (vrais lys et hémérocalles)** sont les plus dangereux pour les **chats** : quelques bouchées de feuille ou de pétale, ou du pollen léché sur leur pelage, peuvent provoquer une insuffisance rénale. N'en gardez pas si vous avez un chat.
- **Le cycas (faux palmier sagou)** est très toxique pour les chiens et les chats ; toutes ses parties, surtout les graines, peuvent abîmer le foie.
- **Pothos, monstera, philodendron, spathiphyllum, dieffenbachia et zamioculcas** contiennent des cristaux d'oxalate de calcium. Les mâcher provoque des brûlures dans la bouche, une forte salivation, des coups de patte vers la face et des vomissements.
- **L'aloe vera, la sansevieria et l'arbre de jade** peuvent causer vomissements et abattement.
- **Le laurier-rose**, planté dans de nombreux jardins et rues des Émirats, est dangereux pour les animaux comme pour les humains : toutes ses parties agissent sur le cœur.

## Des choix sans danger

Ces plantes sont considérées comme non toxiques pour les chats et les chiens :

- Calathea et maranta
- Palmier de salon (chamaedorea) et palmier areca
- Chlorophytum (plante araignée)
- Fougère de Boston et fougère nid d'oiseau
- Peperomia
- Orchidée phalaenopsis
- Pachira (arbre à argent)
- Hoya

« Non toxique » ne veut pas dire « comestible » : un chat qui mange beaucoup d'une plante peut tout de même vomir. Nos fiches produits indiquent si chaque plante est sans danger pour les animaux, et la boutique permet de filtrer sur ce critère.

## Placer les plantes quand on a des animaux

- Suspendez les plantes retombantes au plafond ou posez-les sur des étagères hautes, hors de portée. N'oubliez pas que les chats grimpent.
- Offrez aux chats leur propre pot d'herbe à chat : ils délaissent souvent les autres plantes.
- Ramassez vite les feuilles et les fleurs tombées.
- Rangez engrais, bâtonnets nutritifs et insecticides ; certains sont plus nocifs que les plantes.

## Si votre animal a mâché une plante

1. Retirez les morceaux de plante de sa gueule et éloignez-le de la plante.
2. Notez le nom de la plante (l'étiquette ou notre fiche produit vous aide) et la quantité mangée.
3. **Appelez tout de suite votre vétérinaire**, même si votre animal semble aller bien. Avec les lys et le cycas, la rapidité du traitement compte.
4. N'essayez pas de le faire vomir sans l'avis d'un vétérinaire.

Salivation, vomissements, diarrhée, coups de patte vers la bouche, faiblesse ou refus de manger sont des signes d'alerte. Dans le doute, appelez le vétérinaire.`,
    ar: `تستكشف القطط والكلاب العالم بأفواهها، والحيوانات التي تبقى في المنزل وتشعر بالملل، خاصة في أشهر الصيف الطويلة، كثيرًا ما تقضم النباتات. وكثير من أشهر نباتات الزينة الداخلية سام بدرجة خفيفة أو خطيرة. ومع ذلك يمكنك أن تحتفظ ببيت أخضر: يكفي أن تحسن الاختيار ومكان الوضع.

## نباتات يجب إبعادها عن الحيوانات

- **الزنابق (الزنبق الحقيقي وزنبق النهار)** هي الأخطر على **القطط**: بضع قضمات من ورقة أو بتلة، أو حبوب لقاح تلعقها عن فرائها، قد تسبب فشلًا كلويًا. لا تحتفظ بها في بيت فيه قطة.
- **نخيل الساغو (السيكاس)** شديد السمية للكلاب والقطط، وكل أجزائه، خاصة البذور، قد تضر الكبد.
- **البوثوس والمونستيرا والفيلوديندرون وزنبق السلام والديفنباخيا ونبات الزاميا** تحتوي على بلورات أكسالات الكالسيوم. مضغها يسبب حرقة في الفم وسيلان اللعاب وحك الوجه بالمخالب والقيء.
- **الصبار (الألوفيرا) ونبتة الثعبان ونبتة اليشم** قد تسبب القيء والخمول.
- **الدفلى**، المزروعة في كثير من حدائق الإمارات وشوارعها، خطرة على الحيوانات والبشر معًا، فكل أجزائها تؤثر في القلب.

## خيارات آمنة

تُعد هذه النباتات غير سامة للقطط والكلاب:

- الكالاثيا والمارانتا (نبتة الصلاة)
- نخلة الصالون ونخلة الأريكا
- نبتة العنكبوت
- سرخس بوسطن وسرخس عش الطائر
- البيبروميا
- أوركيد الفالينوبسيس
- شجرة المال (باكيرا)
- الهويا

«غير سام» لا يعني «صالح للأكل»: القطة التي تأكل كمية كبيرة من أي نبتة قد تتقيأ. تبيّن صفحات منتجاتنا إن كانت كل نبتة آمنة للحيوانات الأليفة، ويمكنك التصفية حسب ذلك في المتجر.

## ترتيب النباتات في بيت فيه حيوانات

- علّق النباتات المتدلية من السقف أو ضعها على رفوف عالية بعيدة عن متناول الحيوانات، وتذكّر أن القطط تتسلق.
- قدّم للقطط أصيصًا خاصًا بها من عشب القطط، فهو غالبًا يبعدها عن النباتات الأخرى.
- التقط الأوراق والأزهار المتساقطة بسرعة.
- احفظ الأسمدة وأعواد التغذية ومبيدات الحشرات في مكان مغلق، فبعضها أشد ضررًا من النباتات نفسها.

## إذا مضغ حيوانك نبتة

1. أخرج أي قطع من النبتة من فمه وأبعده عنها.
2. دوّن اسم النبتة (تساعدك البطاقة أو صفحة المنتج عندنا) والكمية التي أكلها.
3. **اتصل بطبيبك البيطري فورًا**، حتى لو بدا حيوانك بخير. مع الزنابق ونخيل الساغو، سرعة العلاج مهمة جدًا.
4. لا تحاول جعله يتقيأ إلا إذا طلب منك الطبيب البيطري ذلك.

من علامات الخطر: سيلان اللعاب، والقيء، والإسهال، وحك الفم بالمخالب، والضعف، ورفض الطعام. وإذا ساورك الشك، فاتصل بالطبيب البيطري.`,
  },
};
