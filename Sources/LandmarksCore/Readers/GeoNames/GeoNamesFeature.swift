/// GeoNames' feature classes and codes (`T.MT`) as readable categories ("Mountain"): the common codes
/// by name, the others by their class ("Spot, building, farm (S.SHOPC)").
enum GeoNamesFeature {
    /// The category of a feature of class `featureClass` (one letter) and code `code`.
    static func category(class featureClass: String, code: String) -> String {
        if let name = names[featureClass + "." + code] { return name }
        guard let className = classNames[featureClass] else { return code.isEmpty ? featureClass : featureClass + "." + code }
        return code.isEmpty ? className : "\(className) (\(featureClass).\(code))"
    }

    /// GeoNames' own names of its nine classes.
    private static let classNames: [String: String] = [
        "A": "Country, state, region", "H": "Stream, lake", "L": "Parks, area", "P": "City, village", "R": "Road, railroad",
        "S": "Spot, building, farm", "T": "Mountain, hill, rock", "U": "Undersea", "V": "Forest, heath",
    ]

    private static let names: [String: String] = [
        // Countries, states, regions.
        "A.PCLI": "Country", "A.PCLD": "Dependent territory", "A.PCLS": "Semi-independent territory", "A.PCLF": "Freely associated state",
        "A.TERR": "Territory", "A.ADM1": "State or province", "A.ADM2": "County or district", "A.ADM3": "Municipality",
        "A.ADM4": "Local division", "A.ADM5": "Local division", "A.ADMD": "Administrative division", "A.PRSH": "Parish", "A.ZN": "Zone",
        // Cities and villages.
        "P.PPL": "Populated place", "P.PPLA": "Regional capital", "P.PPLA2": "District seat", "P.PPLA3": "Local seat",
        "P.PPLA4": "Local seat", "P.PPLA5": "Local seat", "P.PPLC": "Capital", "P.PPLG": "Seat of government",
        "P.PPLX": "Neighbourhood", "P.PPLL": "Locality", "P.PPLF": "Farm village", "P.PPLQ": "Abandoned place",
        "P.PPLR": "Religious settlement", "P.PPLS": "Populated places", "P.PPLW": "Destroyed place", "P.PPLH": "Historical place",
        // Streams and lakes.
        "H.LK": "Lake", "H.LKS": "Lakes", "H.LKI": "Intermittent lake", "H.LKN": "Salt lake", "H.LKC": "Crater lake",
        "H.STM": "Stream", "H.STMS": "Streams", "H.STMI": "Intermittent stream", "H.STMM": "Stream mouth", "H.RSV": "Reservoir",
        "H.BAY": "Bay", "H.BGHT": "Bight", "H.CHN": "Channel", "H.COVE": "Cove", "H.GLCR": "Glacier", "H.SPNG": "Spring",
        "H.SPNT": "Hot spring", "H.WLL": "Well", "H.FLLS": "Waterfall", "H.RPDS": "Rapids", "H.PND": "Pond", "H.PNDS": "Ponds",
        "H.CNL": "Canal", "H.DTCH": "Ditch", "H.SEA": "Sea", "H.OCN": "Ocean", "H.GULF": "Gulf", "H.INLT": "Inlet",
        "H.LGN": "Lagoon", "H.MRSH": "Marsh", "H.SWMP": "Swamp", "H.HBR": "Harbour", "H.STRT": "Strait", "H.SD": "Sound",
        "H.FJD": "Fjord", "H.ESTY": "Estuary", "H.ANCH": "Anchorage", "H.WTRH": "Waterhole",
        // Mountains, hills, rocks.
        "T.MT": "Mountain", "T.MTS": "Mountains", "T.HLL": "Hill", "T.HLLS": "Hills", "T.PK": "Peak", "T.PKS": "Peaks",
        "T.VLC": "Volcano", "T.VAL": "Valley", "T.VALS": "Valleys", "T.PASS": "Pass", "T.CLF": "Cliff", "T.CAPE": "Cape",
        "T.PT": "Point", "T.ISL": "Island", "T.ISLS": "Islands", "T.ISLET": "Islet", "T.PEN": "Peninsula", "T.BCH": "Beach",
        "T.DSRT": "Desert", "T.PLN": "Plain", "T.PLAT": "Plateau", "T.RDG": "Ridge", "T.SPUR": "Spur", "T.SLP": "Slope",
        "T.CNYN": "Canyon", "T.GRGE": "Gorge", "T.CAVE": "Cave", "T.CRTR": "Crater", "T.DUNE": "Dune", "T.MESA": "Mesa",
        "T.BUTE": "Butte", "T.RK": "Rock", "T.RKS": "Rocks", "T.GAP": "Gap", "T.SDL": "Saddle", "T.UPLD": "Upland",
        "T.MND": "Mound", "T.CRQ": "Cirque", "T.ATOL": "Atoll", "T.HDLD": "Headland", "T.PROM": "Promontory",
        // Parks and areas.
        "L.PRK": "Park", "L.RESN": "Nature reserve", "L.RES": "Reserve", "L.RESF": "Forest reserve", "L.RESW": "Wildlife reserve",
        "L.AREA": "Area", "L.LCTY": "Locality", "L.RGN": "Region", "L.CMN": "Common", "L.PRT": "Port", "L.MILB": "Military base",
        "L.OILF": "Oil field", "L.INDS": "Industrial area", "L.CST": "Coast", "L.CTRB": "Business centre", "L.AMUS": "Amusement park",
        "L.RESV": "Reservation", "L.CONT": "Continent",
        // Spots, buildings, farms.
        "S.MUS": "Museum", "S.CH": "Church", "S.MSQE": "Mosque", "S.TMPL": "Temple", "S.SHRN": "Shrine", "S.SYG": "Synagogue",
        "S.MSTY": "Monastery", "S.CVNT": "Convent", "S.CSTL": "Castle", "S.PAL": "Palace", "S.MNMT": "Monument", "S.RUIN": "Ruin",
        "S.HSTS": "Historical site", "S.ANS": "Archaeological site", "S.PYR": "Pyramid", "S.PYRS": "Pyramids", "S.WALL": "Wall",
        "S.SCH": "School", "S.UNIV": "University", "S.HSP": "Hospital", "S.AIRP": "Airport", "S.AIRF": "Airfield",
        "S.AIRH": "Heliport", "S.RSTN": "Railway station", "S.RSTP": "Railway stop", "S.BUSTN": "Bus station", "S.HTL": "Hotel",
        "S.REST": "Restaurant", "S.CAFE": "Café", "S.BLDG": "Building", "S.TOWR": "Tower", "S.LTHSE": "Lighthouse",
        "S.BDG": "Bridge", "S.DAM": "Dam", "S.MALL": "Mall", "S.MKT": "Market", "S.STDM": "Stadium", "S.ZOO": "Zoo",
        "S.GDN": "Garden", "S.THTR": "Theatre", "S.LIBR": "Library", "S.OPRA": "Opera house", "S.CMTY": "Cemetery",
        "S.FRM": "Farm", "S.FRMS": "Farms", "S.FT": "Fort", "S.PO": "Post office", "S.PP": "Police post", "S.BANK": "Bank",
        "S.HUT": "Hut", "S.HUTS": "Huts", "S.MN": "Mine", "S.MNQ": "Abandoned mine", "S.QUAY": "Quay", "S.PIER": "Pier",
        "S.MAR": "Marina", "S.CSNO": "Casino", "S.OBS": "Observatory", "S.SPA": "Spa", "S.CMP": "Camp", "S.GHSE": "Guest house",
        "S.SQR": "Square", "S.GATE": "Gate", "S.PRN": "Prison", "S.MFG": "Factory", "S.EST": "Estate",
        // Roads and railroads.
        "R.RD": "Road", "R.RR": "Railway", "R.TRL": "Trail", "R.ST": "Street", "R.TNL": "Tunnel", "R.RDJCT": "Road junction",
        "R.PTH": "Path",
        // Forests and heaths.
        "V.FRST": "Forest", "V.GRSLD": "Grassland", "V.SCRB": "Scrubland", "V.VIN": "Vineyard", "V.ORCH": "Orchard",
        "V.HTH": "Heath", "V.TREE": "Tree", "V.GRVE": "Grove", "V.MDW": "Meadow", "V.TUND": "Tundra", "V.CULT": "Cultivated area",
        // Undersea.
        "U.SMU": "Seamount", "U.TRNU": "Trench", "U.RDGU": "Undersea ridge", "U.CNYU": "Undersea canyon", "U.BNKU": "Undersea bank",
    ]
}
