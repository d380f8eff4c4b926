/** Outdoor plants for UAE gardens, balconies and terraces. Format: see parse.ts. */
export const OUTDOOR = `
[palms]
@ date-palm | PHO-DAC | palm:date | 350/650/1200 | full_sun moderate easy no 10 m | heat-tolerant,drought-tolerant,statement | flags=featured
en Date Palm | Phoenix dactylifera, the iconic palm of the Emirates, supplied as a young tree ready for the garden. Fully adapted to extreme heat, sandy soil and salty water.
fr Palmier dattier | Le Phoenix dactylifera, palmier emblématique des Émirats, livré jeune et prêt à planter. Parfaitement adapté aux fortes chaleurs, aux sols sableux et à l'eau saumâtre.
ar نخلة التمر | نخلة فينكس داكتيليفيرا رمز الإمارات، تُورَّد شجرةً فتية جاهزة للزراعة في الحديقة. متكيفة تماماً مع الحرارة الشديدة والتربة الرملية والمياه المالحة.
@ pygmy-date-palm | PHO-ROE | palm:pygmy | 120 | full_sun moderate easy yes 2 m | heat-tolerant,pet-friendly |
en Pygmy Date Palm | Phoenix roebelenii, a neat, small-scale palm with soft, feathery fronds. Ideal for courtyards, pool sides and large terrace pots.
fr Palmier dattier nain | Le Phoenix roebelenii, un petit palmier soigné aux palmes souples et plumeuses. Idéal pour les patios, les bords de piscine et les grands bacs de terrasse.
ar نخلة التمر القزمة | فينكس روبيليني نخلة صغيرة أنيقة بسعف ناعم يشبه الريش. مثالية للأفنية وجوانب المسابح والأصص الكبيرة في التراسات.
@ washingtonia-palm | WAS-ROB | palm:fan | 95 | full_sun low easy no 15 m | heat-tolerant,drought-tolerant |
en Mexican Fan Palm | Washingtonia robusta grows quickly into a slender, tall palm crowned with fan-shaped leaves. A favourite for avenues and large villa gardens.
fr Palmier éventail du Mexique | Le Washingtonia robusta devient rapidement un grand palmier élancé couronné de feuilles en éventail. Un favori pour les allées et les grands jardins de villa.
ar نخلة المروحة المكسيكية | واشنطونيا روبوستا تنمو بسرعة لتصبح نخلة طويلة ممشوقة يتوّجها سعف على شكل مروحة. مفضلة للشوارع وحدائق الفلل الكبيرة.
@ foxtail-palm | WOD-BIF | palm:foxtail | 180 | full_sun moderate moderate no 8 m | statement |
en Foxtail Palm | Bushy, plume-like fronds that look like a fox's tail on a smooth grey trunk. Brings instant resort style to a garden.
fr Palmier queue de renard | Des palmes touffues en forme de plumeau, comme une queue de renard, sur un tronc gris lisse. Une touche d'hôtel de luxe immédiate pour le jardin.
ar نخلة ذيل الثعلب | سعف كثيف يشبه الريشة كذيل الثعلب على جذع رمادي أملس. تمنح الحديقة طابع المنتجعات فوراً.
@ sago-palm | CYC-REV | palm:sago | 140 | full_sun low easy no 1.5 m | drought-tolerant | sizes=24 cm,30 cm,45 cm
en Sago Palm | Cycas revoluta, a prehistoric-looking plant with stiff, glossy fronds radiating from a shaggy trunk. Very slow growing; all parts are toxic to pets.
fr Cycas du Japon | Le Cycas revoluta, une plante d'allure préhistorique aux palmes raides et brillantes rayonnant d'un tronc hirsute. Croissance très lente ; toutes ses parties sont toxiques pour les animaux.
ar نخلة الساغو | سيكاس ريفولوتا نبات ذو مظهر ما قبل التاريخ بسعف صلب لامع يتشعّب من جذع خشن. بطيء النمو جداً وجميع أجزائه سامة للحيوانات الأليفة.
@ triangle-palm | DYP-DEC | palm:outdoor | 220 | full_sun low moderate no 6 m | rare,statement | flags=soldout
en Triangle Palm | Dypsis decaryi, whose leaf bases stack into a striking three-sided crown. A real talking point that handles the UAE sun well.
fr Palmier triangle | Le Dypsis decaryi, dont les bases des palmes s'empilent en une couronne à trois faces. Une vraie curiosité qui supporte bien le soleil des Émirats.
ar النخلة المثلثة | ديبسيس ديكاري تتراص قواعد أوراقها في تاج لافت ذي ثلاثة أوجه. نخلة تلفت الأنظار وتتحمّل شمس الإمارات جيداً.
@ bottle-palm | HYO-LAG | palm:bottle | 160 | full_sun low easy no 3 m | heat-tolerant,new |
en Bottle Palm | Hyophorbe lagenicaulis, with a swollen bottle-shaped trunk and a few arching fronds. Compact enough for a courtyard or large pot.
fr Palmier bouteille | L'Hyophorbe lagenicaulis, au tronc renflé en forme de bouteille et à quelques palmes arquées. Assez compact pour un patio ou un grand bac.
ar نخلة الزجاجة | هيوفوربي لاجينيكاوليس بجذع منتفخ على شكل زجاجة وبضع سعفات مقوسة. مدمجة بما يكفي لفناء أو أصيص كبير.

[shrubs-hedges]
@ ficus-nitida-hedge | FIC-NIT | bush:hedge | 35 | full_sun moderate easy no 3 m | heat-tolerant,hedge,bestseller |
en Ficus Nitida | The classic UAE villa hedge: dense, glossy leaves that can be clipped into walls, balls or standards. Fast growing and very heat tolerant.
fr Ficus nitida | La haie classique des villas émiriennes : un feuillage dense et brillant qui se taille en murs, en boules ou sur tige. Croissance rapide et grande résistance à la chaleur.
ar فيكس نيتيدا | سياج الفلل الكلاسيكي في الإمارات بأوراق كثيفة لامعة يمكن تشذيبها جداراً أو كرات أو أشجاراً. سريع النمو ويتحمّل الحرارة جيداً.
@ dodonaea-hopbush | DOD-VIS | bush:round | 30 | full_sun low easy yes 3 m | drought-tolerant,native |
en Dodonaea (Hopbush) | A native of the Arabian Peninsula with narrow, bright green leaves, ideal for low-water hedges and screens. Thrives on minimal irrigation.
fr Dodonée visqueuse | Une plante indigène de la péninsule Arabique aux feuilles étroites vert vif, idéale pour les haies et brise-vue économes en eau. Se contente d'un arrosage minimal.
ar الدودونيا (الشث) | نبات محلي من شبه الجزيرة العربية بأوراق ضيقة خضراء زاهية، مثالي للأسيجة والحواجز قليلة الماء. يزدهر بأقل قدر من الري.
@ clerodendrum-inerme | CLE-INE | bush:hedge | 30 | full_sun moderate easy no 2 m | heat-tolerant,hedge |
en Wild Jasmine Hedge | Clerodendrum inerme forms a tidy, salt-tolerant hedge with small white flowers. A smart choice for coastal gardens in Dubai and Abu Dhabi.
fr Clérodendron inerme | Le Clerodendrum inerme forme une haie soignée, tolérante au sel, ornée de petites fleurs blanches. Un choix judicieux pour les jardins côtiers de Dubaï et d'Abou Dhabi.
ar سياج الياسمين البري | يكوّن كليروديندرون إنيرمي سياجاً مرتباً يتحمّل الملوحة بأزهار بيضاء صغيرة. خيار ذكي للحدائق الساحلية في دبي وأبوظبي.
@ duranta-gold | DUR-GLD | bush:round | 28 | full_sun moderate easy no 1.5 m | heat-tolerant |
en Golden Duranta | Bright lime-gold foliage that lights up borders and low hedges. Trim regularly to keep the colour vivid.
fr Duranta doré | Un feuillage jaune citron lumineux qui illumine les massifs et les haies basses. Taillez régulièrement pour garder une couleur éclatante.
ar الدورانتا الذهبية | أوراق بلون ذهبي ليموني زاهٍ تضيء الأحواض والأسيجة المنخفضة. شذّبها بانتظام للحفاظ على لونها الزاهي.
@ boxwood-ball | BUX-BAL | bush:round | 120 | bright_indirect moderate moderate no 50 cm | statement,gift | sizes=24 cm,30 cm
en Boxwood Topiary Ball | A perfectly clipped evergreen ball for framing entrances and terraces. Prefers some afternoon shade in the UAE summer.
fr Boule de buis | Une boule persistante parfaitement taillée pour encadrer entrées et terrasses. Préfère un peu d'ombre l'après-midi pendant l'été émirien.
ar كرة البقس | كرة دائمة الخضرة مشذبة بإتقان لتزيين المداخل والتراسات. تفضّل بعض الظل بعد الظهر في صيف الإمارات.
@ carissa-natal-plum | CAR-MAC | bush:jasmine:#ffffff | 35 | full_sun moderate easy no 1.5 m | fragrant,heat-tolerant |
en Natal Plum | Carissa macrocarpa has glossy leaves, fragrant star-shaped white flowers and red fruits. A tough, spiny shrub that makes a secure low hedge.
fr Carissa | Le Carissa macrocarpa offre un feuillage brillant, des fleurs blanches étoilées parfumées et des fruits rouges. Un arbuste épineux et robuste pour une haie basse défensive.
ar برقوق ناتال | كاريسا ماكروكاربا بأوراق لامعة وأزهار بيضاء نجمية عطرة وثمار حمراء. شجيرة شوكية قوية تصلح سياجاً منخفضاً آمناً.
@ podocarpus | POD-MAC | bush:rosemary | 65 | full_sun moderate easy no 4 m | hedge | sizes=24 cm,30 cm
en Podocarpus | A slim, upright evergreen with narrow leaves, perfect for tall privacy screens along boundary walls. Takes clipping very well.
fr Podocarpus | Un conifère persistant étroit et dressé aux feuilles fines, parfait pour les écrans d'intimité le long des murs. Supporte très bien la taille.
ar البودوكاربس | شجرة دائمة الخضرة نحيلة قائمة بأوراق ضيقة، مثالية لحواجز الخصوصية الطويلة على امتداد الأسوار. تتحمّل التشذيب جيداً.
@ pittosporum | PIT-TOB | bush:round | 45 | full_sun moderate easy no 2 m | fragrant |
en Pittosporum | Rounded whorls of glossy leaves and orange-blossom-scented spring flowers. Makes a neat, compact shrub for borders and containers.
fr Pittosporum | Des rosettes de feuilles brillantes et des fleurs printanières au parfum de fleur d'oranger. Un arbuste compact et net pour massifs et bacs.
ar البيتوسبوروم | أوراق لامعة في دوائر وأزهار ربيعية برائحة زهر البرتقال. شجيرة مدمجة أنيقة للأحواض والأصص.

[flowering-shrubs]
@ bougainvillea-magenta | BOU-MAG | bush:bougainvillea:#c8308a | 45 | full_sun low easy no 4 m | heat-tolerant,drought-tolerant,bestseller | flags=featured
en Bougainvillea 'Magenta' | Masses of vivid magenta bracts for most of the year, the signature colour of UAE walls and pergolas. The more sun and the less water, the more it flowers.
fr Bougainvillier magenta | Une profusion de bractées magenta éclatantes presque toute l'année : la couleur emblématique des murs et pergolas des Émirats. Plus il a de soleil et moins d'eau, plus il fleurit.
ar جهنمية 'ماجنتا' | كتل من القنابات البنفسجية الزاهية معظم أيام السنة، وهي اللون المميز لأسوار الإمارات ومظلاتها. كلما زادت الشمس وقلّ الماء ازداد إزهارها.
@ bougainvillea-orange | BOU-ORG | bush:bougainvillea:#f08a3a | 45 | full_sun low easy no 4 m | heat-tolerant,drought-tolerant |
en Bougainvillea 'Orange King' | Warm apricot-orange bracts that glow against white villa walls. Train it on a trellis or grow it as a bush in a large pot.
fr Bougainvillier 'Orange King' | Des bractées orange abricot chaleureuses qui rayonnent contre les murs blancs. Palissez-le sur un treillage ou cultivez-le en buisson dans un grand pot.
ar جهنمية 'أورانج كينغ' | قنابات برتقالية مشمشية دافئة تتوهج على جدران الفلل البيضاء. وجّهها على تعريشة أو ازرعها شجيرةً في أصيص كبير.
@ hibiscus-red | HIB-RED | bush:hibiscus:#d8262f | 40 | full_sun frequent easy yes 2 m | heat-tolerant,pet-friendly |
en Red Hibiscus | Large, glossy scarlet flowers that open fresh every morning against dark green leaves. Loves sun and regular watering.
fr Hibiscus rouge | De grandes fleurs écarlates brillantes qui s'ouvrent chaque matin sur un feuillage vert sombre. Il aime le soleil et des arrosages réguliers.
ar الكركديه الأحمر | أزهار قرمزية كبيرة لامعة تتفتح كل صباح على أوراق خضراء داكنة. يحب الشمس والري المنتظم.
@ ixora-red | IXO-COC | bush:ixora:#e8442e | 35 | full_sun moderate moderate no 1.2 m | heat-tolerant |
en Ixora | Dense, ball-shaped clusters of tiny red flowers on a compact evergreen shrub. Beautiful in borders and as a low flowering hedge.
fr Ixora | Des bouquets denses en forme de boule de minuscules fleurs rouges sur un arbuste persistant compact. Superbe en massif ou en haie basse fleurie.
ar الإكسورا | عناقيد كثيفة كروية من أزهار حمراء صغيرة على شجيرة مدمجة دائمة الخضرة. جميلة في الأحواض وكسياج منخفض مزهر.
@ arabian-jasmine | JAS-SAM | bush:jasmine:#ffffff | 40 | full_sun moderate easy yes 1.5 m | fragrant,gift,pet-friendly | flags=featured
en Arabian Jasmine | Jasminum sambac, the beloved "full" jasmine with intensely fragrant white flowers. Plant it by a door or seating area to enjoy the evening scent.
fr Jasmin d'Arabie | Le Jasminum sambac, le jasmin « full » tant aimé, aux fleurs blanches intensément parfumées. Plantez-le près d'une porte ou d'un coin salon pour profiter de son parfum le soir.
ar الفل العربي | ياسمين سامباك، الفل المحبوب بأزهاره البيضاء الفواحة. ازرعه قرب الباب أو مكان الجلوس لتستمتع بعطره في المساء.
@ oleander-pink | NER-OLE | bush:ixora:#f08fb0 | 35 | full_sun low easy no 3 m | heat-tolerant,drought-tolerant |
en Pink Oleander | Nerium oleander flowers almost non-stop in pink clusters and shrugs off heat and drought. All parts are poisonous, so keep away from children and pets.
fr Laurier-rose | Le Nerium oleander fleurit presque sans arrêt en bouquets roses et résiste à la chaleur comme à la sécheresse. Toutes ses parties sont toxiques : tenez-le hors de portée des enfants et des animaux.
ar الدفلى الوردية | تزهر نيريوم أوليندر بلا توقف تقريباً بعناقيد وردية وتتحمّل الحرارة والجفاف. جميع أجزائها سامة، لذا أبعدها عن الأطفال والحيوانات.
@ lantana | LAN-CAM | bush:ixora:#f5a623 | 25 | full_sun low easy no 1 m | heat-tolerant,drought-tolerant,new |
en Lantana | Clusters of sunset-coloured flowers that attract butterflies all year round. Extremely tolerant of heat and dry soil.
fr Lantana | Des bouquets de fleurs aux couleurs de coucher de soleil qui attirent les papillons toute l'année. Extrêmement tolérant à la chaleur et aux sols secs.
ar اللانتانا | عناقيد من الأزهار بألوان الغروب تجذب الفراشات طوال العام. تتحمّل الحرارة والتربة الجافة بشكل كبير.
@ frangipani | PLU-RUB | tree:plumeria:#fbf3dc | 150 | full_sun low easy no 5 m | fragrant,statement | sizes=30 cm,45 cm
en Frangipani | Plumeria with waxy, sweetly scented white-and-yellow flowers on sculptural branches. A tropical classic for sunny courtyards.
fr Frangipanier | Un Plumeria aux fleurs cireuses blanches et jaunes délicieusement parfumées, sur des branches sculpturales. Un classique tropical pour les patios ensoleillés.
ar الفرانجيباني | بلوميريا بأزهار شمعية بيضاء وصفراء ذات عطر حلو على أغصان منحوتة. كلاسيكية استوائية للأفنية المشمسة.

[fruit-trees]
@ lemon-tree | CIT-LIM | tree:citrus:#f2c230 | 95 | full_sun moderate moderate no 3 m | edible,bestseller | flags=featured
en Lemon Tree | A grafted, fruiting lemon tree that crops from winter into spring in the UAE. Grow it in the ground or in a large pot on a sunny terrace.
fr Citronnier | Un citronnier greffé déjà en production, qui fructifie de l'hiver au printemps aux Émirats. À cultiver en pleine terre ou dans un grand pot sur une terrasse ensoleillée.
ar شجرة الليمون | شجرة ليمون مطعّمة مثمرة تعطي محصولها من الشتاء حتى الربيع في الإمارات. ازرعها في الأرض أو في أصيص كبير على تراس مشمس.
@ key-lime-tree | CIT-AUR | tree:citrus:#8cc63f | 90 | full_sun moderate moderate no 3 m | edible |
en Lime Tree | Small, juicy limes for lemonade, marinades and home-made loomi (dried lime). Compact enough for a balcony pot.
fr Limettier | De petits citrons verts juteux pour la limonade, les marinades et le loomi maison (citron séché). Assez compact pour un pot sur le balcon.
ar شجرة الليمون الأخضر | ليمون أخضر صغير وعصيري لعصير الليمون والتتبيلات واللومي المجفف في البيت. مدمجة بما يكفي لأصيص على الشرفة.
@ kumquat-tree | FOR-MAR | tree:citrus:#f39c12 | 110 | full_sun moderate moderate no 2 m | edible,gift |
en Kumquat Tree | A decorative little citrus covered in bite-sized orange fruits with a sweet skin and tangy flesh. A popular gift for Chinese New Year and Eid.
fr Kumquat | Un petit agrume décoratif couvert de fruits orange à croquer, à la peau sucrée et à la chair acidulée. Un cadeau apprécié pour le Nouvel An chinois et l'Aïd.
ar شجرة الكمكوات | حمضيات صغيرة مزخرفة مغطاة بثمار برتقالية صغيرة بقشرة حلوة ولب لاذع. هدية رائجة في رأس السنة الصينية والعيد.
@ mango-tree | MAN-IND | tree:mango:#f0a030 | 140 | full_sun moderate moderate no 6 m | edible,heat-tolerant | sizes=30 cm,45 cm
en Mango Tree | A grafted Alphonso-type mango that can fruit within two years. Loves heat; protect young trees from strong wind.
fr Manguier | Un manguier greffé de type Alphonso qui peut donner des fruits en deux ans. Il adore la chaleur ; protégez les jeunes arbres des vents forts.
ar شجرة المانجو | مانجو مطعّمة من نوع ألفونسو يمكن أن تثمر خلال عامين. تحب الحرارة؛ احمِ الأشجار الصغيرة من الرياح القوية.
@ fig-tree | FIC-CAR | tree:fig:#6b3a5a | 85 | full_sun moderate easy no 4 m | edible,drought-tolerant |
en Fig Tree | Ficus carica with big lobed leaves and sweet purple figs in early summer. One of the easiest fruit trees for the region.
fr Figuier | Un Ficus carica aux grandes feuilles lobées et aux figues violettes sucrées dès le début de l'été. L'un des arbres fruitiers les plus faciles pour la région.
ar شجرة التين | فيكس كاريكا بأوراق كبيرة مفصصة وتين بنفسجي حلو في أوائل الصيف. من أسهل أشجار الفاكهة في المنطقة.
@ pomegranate-tree | PUN-GRA | tree:pomegranate:#c0392b | 90 | full_sun low easy no 3 m | edible,drought-tolerant |
en Pomegranate Tree | Orange-red blossoms followed by ruby fruits in autumn, on a tough, drought-tolerant tree. Beautiful and productive.
fr Grenadier | Des fleurs rouge orangé suivies de fruits couleur rubis à l'automne, sur un arbre robuste qui résiste à la sécheresse. Beau et productif.
ar شجرة الرمان | أزهار برتقالية حمراء تتبعها ثمار ياقوتية في الخريف على شجرة قوية تتحمّل الجفاف. جميلة ومثمرة.
@ olive-tree | OLE-EUR | tree:olive:#4a5a30 | 160 | full_sun low easy yes 5 m | drought-tolerant,statement,pet-friendly | sizes=30 cm,45 cm;flags=big
en Olive Tree | Silvery-green foliage on a characterful trunk, with a Mediterranean look for terraces and courtyards. Very drought tolerant once established.
fr Olivier | Un feuillage vert argenté sur un tronc plein de caractère, pour une ambiance méditerranéenne sur terrasses et patios. Très résistant à la sécheresse une fois installé.
ar شجرة الزيتون | أوراق خضراء فضية على جذع مميز بطابع متوسطي للتراسات والأفنية. تتحمّل الجفاف كثيراً بعد أن تستقر.
@ dwarf-banana | MUS-DWC | paddle:banana | 75 | full_sun frequent easy yes 2.5 m | edible,statement | flags=inactive
en Dwarf Cavendish Banana | Huge, paddle-shaped leaves and, with luck, bunches of sweet bananas. Give it a sheltered spot and plenty of water.
fr Bananier nain Cavendish | D'immenses feuilles en forme de pagaie et, avec un peu de chance, des régimes de bananes sucrées. Offrez-lui un coin abrité et beaucoup d'eau.
ar موز كافنديش القزم | أوراق ضخمة على شكل مجداف، ومع قليل من الحظ عناقيد من الموز الحلو. ضعه في مكان محمي واسقه بوفرة.

[herbs]
@ sweet-basil | OCI-BAS | bush:basil | 15 | full_sun frequent easy yes 40 cm | edible,pet-friendly,beginner |
en Sweet Basil | Aromatic Genovese basil for pesto, salads and pasta. Pinch out the tips to keep it bushy.
fr Basilic | Du basilic grand vert aromatique pour le pesto, les salades et les pâtes. Pincez les extrémités pour le garder touffu.
ar الريحان | ريحان جنوى عطري للبيستو والسلطات والمعكرونة. اقطف الأطراف ليبقى كثيفاً.
@ moroccan-mint | MEN-SPI | bush:mint | 15 | bright_indirect frequent easy no 40 cm | edible,bestseller |
en Moroccan Mint | The essential mint for fresh mint tea and lemonade. Vigorous, so best grown in its own pot.
fr Menthe marocaine | La menthe indispensable pour le thé à la menthe et la citronnade. Très vigoureuse, elle pousse mieux dans son propre pot.
ar النعناع المغربي | النعناع الأساسي لشاي النعناع الطازج وعصير الليمون. قوي النمو لذا يُفضّل زراعته في أصيص خاص به.
@ rosemary | SAL-ROS | bush:rosemary | 20 | full_sun low easy yes 1 m | edible,fragrant,drought-tolerant |
en Rosemary | Fragrant, needle-leaved herb for roasts and grills that thrives in hot, dry spots. Bees love its small blue flowers.
fr Romarin | Une herbe parfumée aux feuilles en aiguilles pour les rôtis et grillades, qui prospère dans les endroits chauds et secs. Les abeilles adorent ses petites fleurs bleues.
ar إكليل الجبل | عشب عطري بأوراق إبرية للمشاوي واللحوم المحمرة، يزدهر في الأماكن الحارة الجافة. يحب النحل أزهاره الزرقاء الصغيرة.
@ thyme | THY-VUL | bush:rosemary | 18 | full_sun low easy yes 30 cm | edible,drought-tolerant |
en Thyme | Compact, woody herb with tiny aromatic leaves for za'atar blends, stews and marinades. Prefers well-drained soil and lots of sun.
fr Thym | Une herbe compacte et ligneuse aux petites feuilles aromatiques pour le zaatar, les ragoûts et les marinades. Préfère un sol bien drainé et beaucoup de soleil.
ar الزعتر | عشب خشبي مدمج بأوراق عطرية صغيرة لخلطات الزعتر واليخنات والتتبيلات. يفضّل تربة جيدة التصريف والكثير من الشمس.
@ lavender | LAV-ANG | bush:lavender | 25 | full_sun low moderate no 60 cm | fragrant,new |
en Lavender | Silvery foliage and purple flower spikes with the famous calming scent. Grow it in a sunny, airy spot with excellent drainage.
fr Lavande | Un feuillage argenté et des épis de fleurs violettes au célèbre parfum apaisant. À cultiver dans un endroit ensoleillé et aéré, avec un excellent drainage.
ar الخزامى | أوراق فضية وسنابل أزهار بنفسجية برائحتها المهدئة الشهيرة. ازرعها في مكان مشمس جيد التهوية مع تصريف ممتاز.
@ lemongrass | CYM-CIT | spiky:grass | 20 | full_sun frequent easy no 1 m | edible,fragrant |
en Lemongrass | Tall, lemon-scented grass for teas, curries and Thai dishes. Grows quickly in the heat with regular water.
fr Citronnelle | Une grande herbe au parfum de citron pour les tisanes, les currys et la cuisine thaïe. Pousse vite à la chaleur avec un arrosage régulier.
ar حشيشة الليمون | عشبة طويلة برائحة الليمون للشاي والكاري والأطباق التايلاندية. تنمو بسرعة في الحر مع الري المنتظم.
@ curry-leaf | MUR-KOE | bush:round | 25 | full_sun moderate easy no 2 m | edible,heat-tolerant | flags=soldout
en Curry Leaf Plant | Murraya koenigii, the aromatic leaf at the heart of South Indian cooking. Happy outdoors all year in the UAE.
fr Kaloupilé | Le Murraya koenigii, la feuille aromatique au cœur de la cuisine du sud de l'Inde. Se plaît dehors toute l'année aux Émirats.
ar شجرة الكاري | موريا كونيجي، الورقة العطرية في قلب المطبخ الهندي الجنوبي. تنمو في الخارج طوال العام في الإمارات.
@ flat-leaf-parsley | PET-CRI | bush:mint | 15 | bright_indirect moderate easy no 40 cm | edible |
en Flat-Leaf Parsley | Italian parsley with full-flavoured leaves for tabbouleh and garnishes. Pick the outer stems first to keep it producing.
fr Persil plat | Un persil italien au goût prononcé pour le taboulé et les garnitures. Cueillez d'abord les tiges extérieures pour prolonger la récolte.
ar البقدونس | بقدونس إيطالي بأوراق غنية النكهة للتبولة والتزيين. اقطف السيقان الخارجية أولاً ليستمر في الإنتاج.
@ garden-sage | SAL-OFF | bush:basil | 18 | full_sun low easy no 60 cm | edible |
en Garden Sage | Soft, grey-green leaves with a warm, earthy aroma, lovely with chicken and in herbal tea. Likes sun and dry feet.
fr Sauge officinale | Des feuilles douces vert-gris à l'arôme chaud et terreux, délicieuses avec le poulet et en infusion. Elle aime le soleil et les pieds au sec.
ar المريمية | أوراق ناعمة رمادية مخضرة برائحة دافئة ترابية، رائعة مع الدجاج وفي الشاي العشبي. تحب الشمس والتربة الجافة.
`;
